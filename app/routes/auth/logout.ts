import { redirect } from "react-router";
import { services } from "~/session/middleware.server";
import type { Route } from "./+types/logout";

export async function loader() {
  throw redirect("/");
}

// A POST only: a link or an image on another page cannot log the resident out.
export async function action({ context }: Route.ActionArgs) {
  const svc = services(context);
  // Revoke the token at the provider too; a failure (or an already expired token) must not keep anyone in.
  await svc.revokeToken();
  svc.signOut();
  svc.flash({ kind: "info", key: "notices.logged_out" });
  throw redirect("/login");
}

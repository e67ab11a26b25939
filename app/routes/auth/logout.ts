import { redirect } from "react-router";
import { call } from "~/api/errors";
import { services } from "~/session/middleware.server";
import type { Route } from "./+types/logout";

export async function loader() {
  throw redirect("/");
}

// A POST only: a link or an image on another page cannot log the resident out.
export async function action({ context }: Route.ActionArgs) {
  const svc = services(context);
  if (svc.token) {
    // Revoke the token at the provider too; a failure (or an already expired token) must not keep anyone in.
    await call(() => svc.api().POST("/Auth/Logout")).catch(() => undefined);
  }
  svc.signOut();
  svc.flash({ kind: "info", key: "notices.logged_out" });
  throw redirect("/login");
}

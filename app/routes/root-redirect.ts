import { redirect } from "react-router";
import { rootRedirectPath } from "~/domain/navigation/menu";
import { services } from "~/session/middleware.server";
import type { Route } from "./+types/root-redirect";

export async function loader({ context }: Route.LoaderArgs) {
  const svc = services(context);
  throw redirect(rootRedirectPath(await svc.config(), svc.user));
}

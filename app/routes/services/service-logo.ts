import { apiContext, requireUserMiddleware } from "~/server/context.server";
import { passImage } from "../content/content.server";
import type { Route } from "./+types/service-logo";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** GET /additional_service/{id}/logo: a service's logo, passed through from the provider (CSP img-src 'self'). */
export function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  return passImage(params.id, (id) =>
    api.GET("/AdditionalServices/Logo/{id}", { params: { path: { id } }, parseAs: "stream" }),
  );
}

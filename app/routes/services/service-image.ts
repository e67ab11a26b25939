import { apiContext, requireUserMiddleware } from "~/server/context.server";
import { passImage } from "../content/content.server";
import type { Route } from "./+types/service-image";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** GET /additional_service/{id}/image: the picture of a service's description, passed through from the provider. */
export function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  return passImage(params.id, (id) =>
    api.GET("/AdditionalServices/DescriptionImage/{id}", { params: { path: { id } }, parseAs: "stream" }),
  );
}

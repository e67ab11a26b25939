import { requireUserMiddleware } from "~/server/context.server";
import type { Route } from "./+types/announcement-image";
import { contentImage } from "./content.server";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** GET /announcement/{id}/image: the announcement's picture, passed through from the provider (CSP img-src 'self'). */
export function loader({ params, context }: Route.LoaderArgs) {
  return contentImage(context, "announcement", params.id);
}

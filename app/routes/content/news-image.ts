import { requireUserMiddleware } from "~/server/context.server";
import type { Route } from "./+types/news-image";
import { contentImage } from "./content.server";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** GET /news/{id}/image: the news's picture, passed through from the provider (CSP img-src 'self'). */
export function loader({ params, context }: Route.LoaderArgs) {
  return contentImage(context, "news", params.id);
}

import type { RouteHandle } from "~/i18n/namespaces";
import type { Route } from "./+types/news";
import { ContentPage } from "./ContentPage";
import { newsItem, contentId } from "./content.server";

export const handle: RouteHandle = { i18n: ["home"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await newsItem(context, contentId(params.id));
  return { title: item.header, item };
}

/** /news/{id} (§2.1): the whole text, its picture and files. */
export default function News({ loaderData }: Route.ComponentProps) {
  return <ContentPage item={loaderData.item} />;
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import type { RouteHandle } from "~/i18n/namespaces";
import type { Route } from "./+types/announcement";
import { ContentPage } from "./ContentPage";
import { announcementItem, contentId } from "./content.server";

export const handle: RouteHandle = { i18n: ["home"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await announcementItem(context, contentId(params.id));
  return { title: item.header, item };
}

/** /announcement/{id} (§2.1): the whole text, its picture and files. */
export default function Announcement({ loaderData }: Route.ComponentProps) {
  return <ContentPage item={loaderData.item} />;
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

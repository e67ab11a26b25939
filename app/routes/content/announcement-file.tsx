import { href } from "react-router";
import { downloadFailure, downloadMiddleware } from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/announcement-file";
import { CONTENT_FILE_WORDS, contentFile } from "./content.server";

export const handle: RouteHandle = { i18n: ["home"] };

/** GET /announcement/{id}/files/{fileId}: a file of the announcement, streamed under its stored name; failures get a page. */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware<Route.LoaderArgs>(
    ({ params, context }) => contentFile(context, "announcement", params.fileId),
    ({ params }) => ({
      ...CONTENT_FILE_WORDS,
      back: /^\d{1,9}$/.test(params.id) ? href("/announcement/:id", { id: params.id }) : href("/home"),
    }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function AnnouncementFile({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

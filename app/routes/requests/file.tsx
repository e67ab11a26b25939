import { href } from "react-router";
import { downloadFailure, downloadMiddleware, fileMissing } from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/file";
import { fileResponse, FILE_WORDS } from "./chat.server";

export const handle: RouteHandle = { i18n: ["requests"] };

/** GET /requests/files/{fileId}?back={requestId}: a chat file, streamed under its stored name (§2.3). */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware<Route.LoaderArgs>(
    ({ params, context }) => {
      if (!/^\d+$/.test(params.fileId)) throw fileMissing();
      return fileResponse(context, { kind: "own", id: 0 }, Number(params.fileId));
    },
    ({ request }) => {
      const back = new URL(request.url).searchParams.get("back");
      return {
        ...FILE_WORDS,
        back: href("/requests/:requestId?", { requestId: back && /^\d+$/.test(back) ? back : undefined }),
      };
    },
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function RequestFile({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

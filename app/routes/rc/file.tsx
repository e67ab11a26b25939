import { href } from "react-router";
import { downloadFailure, downloadMiddleware, fileMissing } from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { anonymousLookup } from "~/server/rate-limit.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import { fileResponse, FILE_WORDS } from "../requests/chat.server";
import type { Route } from "./+types/file";

export const handle: RouteHandle = { i18n: ["requests"] };

/** GET /rc/{code}/files/{fileId}: a file of the request with this access code (no login, the empty layout). */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware<Route.LoaderArgs>(
    async ({ params, context }) => {
      if (!/^\d+$/.test(params.fileId)) throw fileMissing();
      // A lookup by the code like the page's (over the limit: the 429 page); a wrong code is a missing file.
      await anonymousLookup(context, "rc");
      return fileResponse(context, { kind: "open", code: params.code }, Number(params.fileId));
    },
    ({ params }) => ({ ...FILE_WORDS, back: href("/rc/:code", { code: params.code }) }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function OpenRequestFile({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} standalone />;
}

import { href } from "react-router";
import { downloadFailure, downloadMiddleware, fileMissing } from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import { supportFile, whoIsAsking } from "./chat.server";
import type { Route } from "./+types/file";

export const handle: RouteHandle = { i18n: ["support"] };

/** §8 Chat: a file without a name says file_name_error, any other failed download file_download_error. */
const WORDS = {
  message: {
    nameless: "support.file_name_error",
    missing: "support.file_download_error",
    unavailable: "support.file_download_error",
  },
} as const;

/** GET /support/files/{fileId}: a file of this chat, under its stored name (resident's, or the visitor's device). */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware<Route.LoaderArgs>(
    async ({ request, params, context }) => {
      if (!/^\d{1,12}$/.test(params.fileId)) throw fileMissing();
      const { who } = await whoIsAsking(context, request);
      if (!who) throw fileMissing();
      return supportFile(context, who, Number(params.fileId));
    },
    () => ({ ...WORDS, back: href("/support") }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function SupportFile({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} standalone />;
}

import { href } from "react-router";
import { apiContext } from "~/server/context.server";
import { call } from "~/api/errors";
import { meetingFileIds } from "~/domain/oss/list";
import {
  downloadFailure,
  downloadMiddleware,
  fileMissing,
  providerFailed,
  streamDownload,
} from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard } from "~/server/middleware.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import { CONTENT_FILE_WORDS } from "../content/content.server";
import type { Route } from "./+types/file";

export const handle: RouteHandle = { i18n: ["home"] };

/**
 * GET /oss_info/{id}/files/{fileId}: a meeting's file (question material, protocol, final document, voting
 * blank) under its stored name. Which files are the resident's is the provider's check (404 otherwise); that
 * the file is this meeting's is the portal's (meetingFileIds), so no URL shows one meeting's protocol as
 * another's.
 */
export const middleware: Route.MiddlewareFunction[] = [
  screenGuard("Oss"),
  downloadMiddleware<Route.LoaderArgs>(
    async ({ params, context }) => {
      if (!/^\d{1,9}$/.test(params.fileId) || !/^\d{1,9}$/.test(params.id ?? "")) throw fileMissing();
      const api = context.get(apiContext);
      const meeting = await call(() => api.GET("/OSS/OssById/{id}", { params: { path: { id: Number(params.id) } } }));
      if (!meeting.ok) throw meeting.failure.status === 404 ? fileMissing() : providerFailed(meeting.failure);
      if (!meetingFileIds(meeting.data).has(params.fileId)) throw fileMissing();
      const id = Number(params.fileId);
      return streamDownload(() => api.GET("/OSS/File/{id}", { params: { path: { id } }, parseAs: "stream" }));
    },
    ({ params }) => ({
      ...CONTENT_FILE_WORDS,
      back: /^\d{1,9}$/.test(params.id) ? href("/oss_info/:id?", { id: params.id }) : href("/oss"),
    }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function OssFile({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

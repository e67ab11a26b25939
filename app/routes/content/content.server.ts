// News and announcement pages (§2.1 /news/{id}, /announcement/{id}; §3 News, Announcement): the provider's HTML
// sanitised on the server (decision 0018), the picture and the files passed through the portal, so the page
// needs no other origin (CSP img-src 'self', decision 0016) and the resident's token stays on the server.
import { data } from "react-router";
import { apiContext, type Context } from "~/server/context.server";
import { fileMissing, streamDownload } from "~/server/download.server";
import { call, type ApiFailure } from "~/api/errors";
import { safeHtml, type SafeHtml } from "~/domain/content/html.server";

export interface ContentFile {
  /** The portal's download path, or the provider's absolute address when the file has no id. */
  href: string;
  name: string;
  description: string | null;
}

export interface ContentItem {
  id: number;
  header: string;
  created: string;
  html: SafeHtml;
  image: string | null;
  files: ContentFile[];
  emergency: boolean;
}

/** A positive integer id from the URL, or a 404: no call is made for a malformed id. */
export function contentId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw data(null, { status: 404 });
  return Number(raw);
}

/** A provider's 404 (or a foreign id, which it answers alike) is the page's 404; any other failure is thrown on. */
function notFoundOr(failure: ApiFailure): never {
  if (failure.status === 404 || failure.status === 403) throw data(null, { status: 404 });
  throw data({ failure }, { status: 502 });
}

export async function newsItem(context: Context, id: number): Promise<ContentItem> {
  const answer = await call(() => context.get(apiContext).GET("/News/Content/{id}", { params: { path: { id } } }));
  if (!answer.ok) notFoundOr(answer.failure);
  const n = answer.data;
  return {
    id: n.ID,
    header: n.Header,
    created: n.Created,
    html: safeHtml(n.Text),
    image: n.HasImage ? `/news/${n.ID}/image` : null,
    files: n.Files.map((f) => ({ href: `/news/${n.ID}/files/${f.ID}`, name: f.Name, description: null })),
    emergency: false,
  };
}

/** The provider has no call for one announcement: the event block has them all (one call either way). */
export async function announcementItem(context: Context, id: number): Promise<ContentItem> {
  const answer = await call(() =>
    context.get(apiContext).GET("/Common/EventBlockData", { params: { query: { htmlAsPlaintText: false } } }),
  );
  if (!answer.ok) notFoundOr(answer.failure);
  const a = answer.data.Announcements.find((x) => x.ID === id);
  if (!a) throw data(null, { status: 404 });
  return {
    id: a.ID,
    header: a.Header,
    created: a.Created,
    html: safeHtml(a.Text),
    image: a.HasImage ? `/announcement/${a.ID}/image` : null,
    files: a.Files.flatMap((f) => {
      const href = f.ID !== undefined ? `/announcement/${a.ID}/files/${f.ID}` : null;
      return href ? [{ href, name: f.Name, description: f.Description || null }] : [];
    }),
    emergency: a.IsEmergencyWork,
  };
}

export const CONTENT_FILE_WORDS = {
  message: {
    nameless: "home.file_name_error",
    missing: "home.file_download_error",
    unavailable: "home.file_download_error",
  },
} as const;

/** A news or announcement file under its stored name (its owner's visibility is the provider's check). */
export function contentFile(context: Context, kind: "news" | "announcement", rawId: string): Promise<Response> {
  if (!/^\d{1,9}$/.test(rawId)) throw fileMissing();
  const id = Number(rawId);
  const api = context.get(apiContext);
  return streamDownload(() =>
    kind === "news"
      ? api.GET("/News/File/{id}", { params: { path: { id } }, parseAs: "stream" })
      : api.GET("/Announcements/File/{id}", { params: { path: { id } }, parseAs: "stream" }),
  );
}

/**
 * The picture of a news item or announcement, shown inline. Only an image type passes: anything else (an error
 * page, a script) is not served from the portal's origin. A picture the provider does not have is a 404, any
 * other failure of the provider a 502, both with no body: the page keeps its text, and the browser its alt text.
 */
export function contentImage(
  context: Context,
  kind: "news" | "announcement",
  rawId: string | undefined,
): Promise<Response> {
  const api = context.get(apiContext);
  return passImage(rawId, (id) =>
    kind === "news"
      ? api.GET("/News/Image/{id}", { params: { path: { id } }, parseAs: "stream" })
      : api.GET("/Announcements/Image/{id}", { params: { path: { id } }, parseAs: "stream" }),
  );
}

/** A provider's picture by a numeric id from the URL, passed through when it is an image (also services' logos). */
export async function passImage(
  rawId: string | undefined,
  fetch: (id: number) => Promise<{ response: Response }>,
): Promise<Response> {
  const answer = (status: 404 | 502) =>
    new Response(null, { status, headers: { "Cache-Control": "private, no-store" } });
  if (!rawId || !/^\d{1,9}$/.test(rawId)) return answer(404);
  let response: Response;
  try {
    ({ response } = await fetch(Number(rawId)));
  } catch (e) {
    if (e instanceof Response) throw e;
    return answer(502);
  }
  const type = response.headers.get("Content-Type") ?? "";
  if (response.ok && response.body && /^image\/(jpeg|png|gif|webp)$/i.test(type.split(";")[0]!.trim()))
    return new Response(response.body, {
      headers: {
        "Content-Type": type,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      },
    });
  // The client has already read a failure's body (its error), and cancelling a read stream throws.
  if (!response.bodyUsed && !response.body?.locked) await response.body?.cancel().catch(() => undefined);
  // A foreign id is answered like a missing one by the provider: both are "no such picture".
  return answer(response.status === 404 || response.status === 403 ? 404 : 502);
}

// The one place that answers with a file: a provider's file streamed through the portal (the resident's token
// stays on the server, never in a URL), or a file the portal made itself (CSV). Every download route uses it.
import { data, redirect } from "react-router";
import type { Notice } from "~/session/notice";
import { asciiFileName, attachmentDisposition, fileNameFromDisposition } from "./disposition";

export interface DownloadFile {
  body: ReadableStream | string;
  /** The name to save under (made safe again here). */
  name: string;
  /** The provider's plain ASCII name, kept as the `filename=` fallback when it is safe. */
  asciiName?: string | null;
  type: string;
  length?: string | null;
}

/** The download answer: attachment under both names, never cached, never sniffed into something else. */
export function downloadResponse(file: DownloadFile): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Content-Disposition": attachmentDisposition(file.name, file.asciiName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (file.length) headers.set("Content-Length", file.length);
  return new Response(file.body, { headers });
}

/** Why a provider's file could not be passed on: it does not exist, the provider failed, or it gave no name. */
export type DownloadFailure = "missing" | "unavailable" | "nameless";

/** How a route answers a failed download; it never returns. */
export type OnFailure = (why: DownloadFailure, detail: string) => never;

/** Without a way back: a proper HTTP error (404 for a file that is not there, else 502), never a file. */
export const failWithStatus: OnFailure = (why, detail) => {
  console.warn("download failed:", why, detail);
  throw data(null, { status: why === "missing" ? 404 : 502 });
};

/**
 * §8: a failed download says so on the page the resident came from: the notice (one key, or one per kind of
 * failure) waits in the session and the resident goes back to `to`.
 */
export function backWithNotice(session: { flash: (notice: Notice) => void }, to: string, key: string | Record<DownloadFailure, string>): OnFailure {
  return (why, detail) => {
    console.warn("download failed:", why, detail);
    session.flash({ kind: "error", key: typeof key === "string" ? key : key[why] });
    throw redirect(to);
  };
}

// Answers that are an error message, not a file, even when the status says OK.
const ERROR_BODY = /\bjson\b|^text\/html\b/i;

/**
 * Streams a provider's file (an openapi-fetch call with `parseAs: "stream"`) under the name from its
 * Content-Disposition, or `name` when it gives none. A thrown redirect (the 401 handling) passes through; any
 * other failure, a non-OK status, or an error body on a 200 goes to `onFailure` instead of to the browser.
 */
export async function streamDownload(
  request: () => Promise<{ response: Response }>,
  opts: { name?: string; onFailure?: OnFailure } = {},
): Promise<Response> {
  const fail = opts.onFailure ?? failWithStatus;
  let response: Response;
  try {
    ({ response } = await request());
  } catch (e) {
    if (e instanceof Response) throw e;
    return fail("unavailable", String(e));
  }
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const disposition = response.headers.get("Content-Disposition");
  const given = fileNameFromDisposition(disposition);
  const name = given ?? opts.name;
  const problem: DownloadFailure | null =
    response.status === 404 ? "missing" : !response.ok || !response.body || ERROR_BODY.test(type) ? "unavailable" : !name ? "nameless" : null;
  if (problem) {
    if (response.body && !response.bodyUsed) await response.body.cancel();
    return fail(problem, `${response.status} ${type}`);
  }
  return downloadResponse({
    body: response.body!,
    name: name!,
    asciiName: given ? asciiFileName(disposition) : null,
    type,
    length: response.headers.get("Content-Length"),
  });
}

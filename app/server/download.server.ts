// The one place that answers with a file: a provider's file streamed through the portal (the resident's token
// stays on the server, never in a URL), or a file the portal made itself (CSV). Every download route uses it.
//
// A download URL is a page route (it has a component), not a resource route: React Router answers a resource
// route's thrown error with a bare body (JSON `null`, a JSON string), never a page. So the route's middleware
// (`downloadMiddleware`) answers with the file before any loader runs, and on a failure lets the route render:
// its loader (`failedDownload`) hands the failure to the one page (app/ui/DownloadFailed.tsx), inside the
// layout the route sits in (the shell for a resident, the empty layout for /rc), under the same URL.
import {
  createContext,
  data,
  redirectDocument,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { ApiFailure } from "../api/errors";
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

/**
 * Why a file could not be passed on: it is not there for this resident (no such id, someone else's, a malformed
 * id), the provider failed, or the provider gave it no name.
 */
export type DownloadFailure = "missing" | "unavailable" | "nameless";

/** What the page says: an i18n key, or the provider's own text where §8 says to show it. */
export interface Said {
  key: string;
  text?: string;
}

/** Thrown by a download's run (and by `streamDownload`): the route's middleware turns it into the failure page. */
export class DownloadError extends Error {
  constructor(
    readonly why: DownloadFailure,
    /** Overrides the route's message for this failure (the provider's reason, a screen's own wording). */
    readonly said?: Said,
    detail = "",
  ) {
    super(`download failed: ${why} ${detail}`.trim());
    this.name = "DownloadError";
  }
}

/** No such file for this resident: a malformed or unknown id, or another resident's file. */
export const fileMissing = (said?: Said) => new DownloadError("missing", said);

/** The provider failed to answer a call the file is made from (a list, the values of a CSV). */
export const providerFailed = (failure: ApiFailure) =>
  new DownloadError("unavailable", { key: failure.key, text: failure.text });

/** A route's words for its failures (§8): one key, or one per kind of failure, and the page to go back to. */
export interface DownloadWords {
  message: string | Record<DownloadFailure, string>;
  back: string;
}

/** What the failure page shows; the loader's data of every download route. */
export interface DownloadFailed {
  status: 404 | 502;
  said: Said;
  back: string;
  /** A provider failure may pass: the page offers the same URL again. */
  retry: boolean;
}

/**
 * 404 for a file that is not there for this resident: the same answer for an unknown id and for someone else's
 * file, so ids cannot be probed. 502 when the provider failed or sent a file without a name: the portal is a
 * gateway, and the file may well exist (a 404 would tell the resident, and any monitor, it does not).
 */
export function failedDownload(error: DownloadError, words: DownloadWords): DownloadFailed {
  const missing = error.why === "missing";
  return {
    status: missing ? 404 : 502,
    said: error.said ?? { key: typeof words.message === "string" ? words.message : words.message[error.why] },
    back: words.back,
    retry: !missing,
  };
}

const failedContext = createContext<DownloadFailed | null>(null);

type Args = Parameters<MiddlewareFunction<Response>>[0];

/**
 * The middleware of a download route: `run` answers with the file (`streamDownload`, `downloadResponse`) or
 * throws a `DownloadError`; `words` names the §8 message and the way back. A document request gets the file
 * before any loader runs (no layout data is fetched for it); a failure goes on to the route's page. A data
 * request (a script's navigation or revalidation) never gets a file: the loader sends the browser to the URL.
 */
export function downloadMiddleware<A extends Args>(
  run: (args: A) => Promise<Response> | Response,
  words: (args: A) => DownloadWords,
): MiddlewareFunction<Response> {
  return async (args, next) => {
    if (isDataRequest(args.request)) return next();
    try {
      return await run(args as A);
    } catch (e) {
      if (!(e instanceof DownloadError)) throw e;
      console.warn(e.message, new URL(args.request.url).pathname);
      args.context.set(failedContext, failedDownload(e, words(args as A)));
      return next();
    }
  };
}

function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * The loader of a download route: the failure its middleware met, with its status. Without one (a script asked
 * for the route's data) the browser is sent to the URL as a document, which downloads or shows the failure.
 */
export function downloadFailure(request: Request, context: Readonly<RouterContextProvider>) {
  const failed = context.get(failedContext);
  if (!failed) {
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/\.data$/, "");
    url.searchParams.delete("_routes");
    throw redirectDocument(url.pathname + url.search);
  }
  return data(failed, { status: failed.status });
}

/** A provider's 403 or 410 says the same as its 404: not a file this resident may have. */
const MISSING_STATUS = new Set([403, 404, 410]);

// Answers that are an error message, not a file, even when the status says OK.
const ERROR_BODY = /\bjson\b|^text\/html\b/i;

/**
 * Streams a provider's file (an openapi-fetch call with `parseAs: "stream"`) under the name from its
 * Content-Disposition, or `name` when it gives none. A thrown redirect (the 401 handling) passes through; any
 * other failure, a non-OK status, or an error body on a 200 throws a `DownloadError` instead of reaching the
 * browser.
 */
export async function streamDownload(
  request: () => Promise<{ response: Response }>,
  opts: { name?: string } = {},
): Promise<Response> {
  let response: Response;
  try {
    ({ response } = await request());
  } catch (e) {
    if (e instanceof Response) throw e;
    throw new DownloadError("unavailable", undefined, String(e));
  }
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const disposition = response.headers.get("Content-Disposition");
  const given = fileNameFromDisposition(disposition);
  const name = given ?? opts.name;
  const problem: DownloadFailure | null = MISSING_STATUS.has(response.status)
    ? "missing"
    : !response.ok || !response.body || ERROR_BODY.test(type)
      ? "unavailable"
      : !name
        ? "nameless"
        : null;
  if (problem) {
    if (response.body && !response.bodyUsed) await response.body.cancel();
    throw new DownloadError(problem, undefined, `${response.status} ${type}`);
  }
  return downloadResponse({
    body: response.body!,
    name: name!,
    asciiName: given ? asciiFileName(disposition) : null,
    type,
    length: response.headers.get("Content-Length"),
  });
}

import { MAX_ATTACHMENT_BYTES } from "../requests/files";

// What the portal takes, before any action sees a request (issue 15 item 4). Pages answer GET and HEAD, actions
// POST, and every action reads an HTML form: `application/x-www-form-urlencoded` or `multipart/form-data`, as a
// browser's form (with or without JS: React Router's script submissions send the form's own encoding) sends it.
// Anything else is refused with a 4xx and a page saying why, instead of reaching `request.formData()` and ending
// in a 500 (the fuzzing: a JSON or text body, PUT/DELETE/PATCH, a body the parser rejects).

/** The methods a route of the portal answers. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** The encodings an HTML form is sent in (and that `Request.formData()` parses). */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export type RefusalKey =
  "errors.method_not_allowed" | "errors.unsupported_form" | "errors.bad_form" | "errors.too_large";

export interface Refusal {
  status: 400 | 405 | 413 | 415;
  /** The page's message (errors namespace). */
  key: RefusalKey;
  /** Headers the answer carries: `Allow` for a 405, `Accept-Post` for a 415 (RFC 9110 15.5.6, 15.5.16). */
  headers: Record<string, string>;
}

const METHOD_REFUSED: Refusal = {
  status: 405,
  key: "errors.method_not_allowed",
  headers: { Allow: ALLOWED_METHODS.join(", ") },
};
const TYPE_REFUSED: Refusal = {
  status: 415,
  key: "errors.unsupported_form",
  headers: { "Accept-Post": FORM_TYPES.join(", ") },
};
export const FORM_REFUSED: Refusal = { status: 400, key: "errors.bad_form", headers: {} };
export const TOO_LARGE: Refusal = { status: 413, key: "errors.too_large", headers: {} };

/** The most a form without files may weigh (issue 32 item 3): every field of any form at its limit fits many times. */
export const FORM_BODY_CAP = 64 * 1024;
/**
 * The most a form with a file may weigh: twice §9's 10 MB attachment, so a file a little over the limit still
 * reaches its form, which says so next to the field and keeps what was typed; anything larger is refused whole.
 */
export const UPLOAD_BODY_CAP = 2 * MAX_ATTACHMENT_BYTES + FORM_BODY_CAP;

/** A post's cap by its encoding: only a multipart form carries a file. */
export const bodyCapOf = (contentType: string | null) =>
  mediaType(contentType) === "multipart/form-data" ? UPLOAD_BODY_CAP : FORM_BODY_CAP;

/** A post whose Content-Length says it is over its cap: refused before a byte of it is read. */
export function sizeRefusal(contentType: string | null, contentLength: string | null): Refusal | null {
  if (contentLength === null || contentLength.trim() === "") return null;
  const length = Number(contentLength);
  return !Number.isFinite(length) || length > bodyCapOf(contentType) ? TOO_LARGE : null;
}

/**
 * A body of no declared length (chunked), counted as it is read: past `cap` bytes the rest is read and dropped
 * (so nothing holds more than the cap, and the connection stays usable: a body left unread breaks the next
 * request on it), and the stream fails at its end; `over()` tells that failure from a damaged form.
 */
export function meteredBody(body: ReadableStream<Uint8Array>, cap: number) {
  let read = 0;
  let over = false;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > cap) over = true;
        else controller.enqueue(chunk);
      },
      flush(controller) {
        if (over) controller.error(new RangeError(`request body over ${cap} bytes`));
      },
    }),
  );
  return { body: counted, over: () => over };
}

/** The media type of a Content-Type header, without parameters, lower case; "" when there is none. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * What the method and the Content-Type alone say, before the body is read: null for a request the portal
 * handles. A POST must carry a form's encoding (a missing Content-Type too is refused: no form is sent without).
 */
export function refusalOf(method: string, contentType: string | null): Refusal | null {
  const m = method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(m)) return METHOD_REFUSED;
  if (m !== "POST") return null;
  return (FORM_TYPES as readonly string[]).includes(mediaType(contentType)) ? null : TYPE_REFUSED;
}

/**
 * A parsed form's own problem: a field sent more than once. No form of the portal repeats a name (radio
 * buttons send the chosen one, a submit button's name is not also a hidden field's), and the schemas read one
 * value: a repeated field is someone else's request, refused whole rather than read as its first or last value.
 */
export function formRefusal(form: FormData): Refusal | null {
  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (seen.has(name)) return FORM_REFUSED;
    seen.add(name);
  }
  return null;
}

/** The methods React Router runs middleware for; any other it refuses before (and then fails to render). */
const ROUTER_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * The request React Router is given: the request itself, or for a method the router does not know a bodiless
 * GET of the same URL and headers (the real method goes beside it, for the guard to refuse).
 */
export function routable(request: Request): Request {
  if (ROUTER_METHODS.has(request.method.toUpperCase())) return request;
  return new Request(request.url, { method: "GET", headers: request.headers, signal: request.signal });
}

/** React Router's own 405 (a POST to a page that has no action): what that page does take. */
export const PAGE_METHODS = "GET, HEAD";

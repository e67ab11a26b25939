// Answers of the reference upstream. Contract operations answer through `reply` (or the helpers below), whose
// result carries its status and body type, so the router can hold each handler to what its operation
// documents (see router.ts). Pages and test hooks outside the contract use plain `json`.

export interface UpstreamEnv {
  DB: D1Database;
  FILES: R2Bucket;
  /** "on": the test hooks answer any caller; otherwise only callers on localhost (see test-hooks/access.ts). */
  TEST_HOOKS?: string;
}

declare const answered: unique symbol;

/** A Response known to carry status S and a body of type B. */
export interface Answer<S extends number = number, B = unknown> extends Response {
  readonly [answered]: { status: S; body: B };
}

/** The body of a non-JSON answer: a file, a text. */
export interface Raw {
  readonly raw: true;
}

/** An answer without a body. */
export interface Empty {
  readonly empty: true;
}

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

export function reply<S extends number, B>(status: S, body: B): Answer<S, B> {
  return new Response(JSON.stringify(body), { status, headers: JSON_TYPE }) as Answer<S, B>;
}

/** A file or text answer built elsewhere (files.ts); always 200. */
export const rawAnswer = (response: Response) => response as Answer<200, Raw>;

/** A JSON answer outside the contract (test hooks, the outbox): not checked against it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_TYPE });
}

/** A business failure: HTTP 200 with a non-empty Error field (the provider's convention). */
export const businessError = (message: string) => reply(200, { Error: message });

/** A failed command that also carries the flag (`{ isSucceed: false, Error }`), as several operations answer. */
export const failed = (message: string) => reply(200, { isSucceed: false, Error: message });

export const unauthorized = () => reply(401, { Message: "Authorization has been denied for this request." });

export const forbidden = (message: string) => reply(403, { Message: message });

export const notFound = (message: string) => reply(404, { Message: message });

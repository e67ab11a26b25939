// Spec §8 General: how an upstream answer becomes a success or a failure the resident can read.
// Failures carry an i18n key, or the provider's own text where the spec says to show it (business errors,
// HTTP 4xx Message). 5xx bodies, stack traces and parse errors are never passed through.

export type FailureKind = "business" | "http" | "unauthorized" | "timeout" | "network" | "malformed";

export interface ApiFailure {
  kind: FailureKind;
  status?: number;
  /** Text from the provider meant for the resident; shown under the title 'Ошибка'. */
  text?: string;
  /** i18n key used when there is no provider text to show. */
  key: string;
  /** Values the key's text interpolates (the portal's own numbers, e.g. a wait). */
  params?: Record<string, string | number>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export class UpstreamTimeoutError extends Error {
  constructor() {
    super("upstream timeout");
    this.name = "UpstreamTimeoutError";
  }
}

/**
 * An answer that parsed but is not what the contract says it is (a text call answered with JSON or HTML, say):
 * thrown inside a call's request, it is reported as `malformed` like a body that does not parse, so no such
 * answer ever becomes page text.
 */
export class MalformedAnswerError extends Error {
  constructor(detail: string) {
    super(`malformed upstream answer: ${detail}`);
    this.name = "MalformedAnswerError";
  }
}

function nonEmpty(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** A 200 body whose `Error` or `error` field is a non-empty string is a failure. */
export function businessErrorOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if (nonEmpty(b.Error)) return b.Error;
  if (nonEmpty(b.error)) return b.error;
  return null;
}

/**
 * A 401 reaches here only for a call made without the resident's token (a visitor's, the settings', a login's):
 * with a token the client's 401 handling ends the session first ("session expired", app/api/context.server.ts).
 * So it says the provider refused, never that a session ended that the visitor never had.
 */
export function failureFromResponse(response: Response, body: unknown): ApiFailure | null {
  if (response.status === 401) return { kind: "unauthorized", status: 401, key: "errors.upstream_refused" };
  if (!response.ok) {
    const message = body && typeof body === "object" ? (body as Record<string, unknown>).Message : undefined;
    if (response.status < 500 && nonEmpty(message))
      return { kind: "http", status: response.status, text: message, key: "errors.generic" };
    return { kind: "http", status: response.status, key: "errors.upstream_unavailable" };
  }
  const business = businessErrorOf(body);
  return business ? { kind: "business", text: business, key: "errors.generic" } : null;
}

export function failureFromThrown(error: unknown): ApiFailure {
  if (
    error instanceof UpstreamTimeoutError ||
    (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
  ) {
    return { kind: "timeout", key: "errors.timeout" };
  }
  if (error instanceof SyntaxError || error instanceof MalformedAnswerError)
    return { kind: "malformed", key: "errors.upstream_unavailable" };
  return { kind: "network", key: "errors.upstream_unavailable" };
}

/**
 * Runs one openapi-fetch call and maps every way it can fail. Responses (redirects) thrown by the client's
 * middleware, such as the 401 handling, pass through untouched.
 */
export async function call<T>(
  request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await request();
    const failure = failureFromResponse(response, data ?? error);
    if (failure) return { ok: false, failure };
    return { ok: true, data: data as T };
  } catch (e) {
    if (e instanceof Response) throw e;
    console.error("upstream call failed", e);
    return { ok: false, failure: failureFromThrown(e) };
  }
}

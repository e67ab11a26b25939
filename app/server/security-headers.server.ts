import { createContext, type RouterContextProvider } from "react-router";
import {
  isCspSource,
  newNonce,
  PRIVATE_NO_STORE,
  securityHeaders,
  type CspSource,
  type WidenableDirective,
  type Widening,
} from "../domain/security/headers";

// One answer's headers (docs/decisions/0016). workers/app.ts makes a ResponseHeaders per request, puts it in the
// context and applies it to whatever the router answered. In between:
//   context.get(responseHeadersContext).nonce          the CSP nonce (app/entry.server.tsx hands it to React)
//   allowSources(context, "frame-src", origin)         a route widens one directive, for this answer only
//   markPrivate(context)                               the session middleware: a signed-in resident's answer

export class ResponseHeaders {
  readonly nonce = newNonce();
  #widening: { [D in WidenableDirective]?: CspSource[] } = {};
  #private = false;

  allow(directive: WidenableDirective, ...sources: CspSource[]): void {
    const invalid = sources.find((s) => !isCspSource(s));
    if (invalid !== undefined) throw new Error(`not a CSP source: ${JSON.stringify(invalid)}`);
    (this.#widening[directive] ??= []).push(...sources);
  }

  markPrivate(): void {
    this.#private = true;
  }

  get widening(): Widening {
    return this.#widening;
  }

  /**
   * The answer with the security headers. An answer to a signed-in resident, or one that sets a cookie, is
   * `private, no-store` whatever the route said: personal data and credentials never sit in a shared cache or
   * in the browser's back/forward history on disk.
   */
  apply(request: Request, response: Response): Response {
    // Answers passed through from fetch have immutable headers.
    const out = new Response(response.body, response);
    for (const [name, value] of Object.entries(securityHeaders(request.url, this.nonce, this.#widening)))
      out.headers.set(name, value);
    if (this.#private || out.headers.has("Set-Cookie")) out.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return out;
  }
}

export const responseHeadersContext = createContext<ResponseHeaders>();

/** Widens one CSP directive of this answer, e.g. the invoice viewer's frame of the provider's page. */
export function allowSources(
  context: Readonly<RouterContextProvider>,
  directive: WidenableDirective,
  ...sources: CspSource[]
): void {
  context.get(responseHeadersContext).allow(directive, ...sources);
}

export function markPrivate(context: Readonly<RouterContextProvider>): void {
  context.get(responseHeadersContext).markPrivate();
}

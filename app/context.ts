import { createContext } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

/** Filled by workers/app.ts for every request. */
export const cloudflareContext = createContext<CloudflareContext>();

/**
 * The method the request came with, set by workers/app.ts when it differs from the one React Router sees: a
 * method the router does not know (OPTIONS, TRACE, PROPFIND…) is passed on as a GET, so that the root's guard
 * runs and refuses it with its page (the router itself would refuse it before any middleware, and fail).
 */
export const requestMethodContext = createContext<string | null>(null);

/**
 * Set by workers/app.ts for a body sent without a length (chunked): whether it went over its cap while being read
 * (app/domain/security/request-shape.ts `meteredBody`), so the guard answers 413 rather than "damaged form".
 */
export const bodyOverContext = createContext<(() => boolean) | null>(null);

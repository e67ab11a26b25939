import { createContext } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

/** Filled by workers/app.ts for every request. */
export const cloudflareContext = createContext<CloudflareContext>();

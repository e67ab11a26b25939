export interface UpstreamEnv {
  DB: D1Database;
  FILES: R2Bucket;
  TEST_HOOKS?: string;
}

export interface Ctx {
  env: UpstreamEnv;
  url: URL;
  params: Record<string, string>;
  /** The user whose acx token came with the request; null when absent or unknown. */
  userId: number | null;
  /** The request's test scope (x-test-scope) or "": settings patched by a test apply to its scope only. */
  scope: string;
}

export type Handler = (req: Request, ctx: Ctx) => Promise<Response> | Response;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/** A business failure: HTTP 200 with a non-empty Error field (the provider's convention). */
export function businessError(message: string): Response {
  return json({ Error: message });
}

export function unauthorized(): Response {
  return json({ Message: "Authorization has been denied for this request." }, 401);
}

export async function readJson<T>(req: Request): Promise<Partial<T>> {
  try {
    const body = await req.json();
    return body && typeof body === "object" ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  auth: boolean;
  handler: Handler;
}

/** Paths match case-insensitively: the provider's API is spelled inconsistently (/auth/login, /Auth/…). */
export class Router {
  private routes: Route[] = [];

  add(method: string, path: string, handler: Handler, opts: { auth?: boolean } = {}): this {
    const keys: string[] = [];
    const source = path
      .replace(/\/$/, "")
      .replace(/\{(\w+)\}/g, (_, k: string) => {
        keys.push(k);
        return "([^/]+)";
      });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`, "i"), keys, auth: opts.auth ?? true, handler });
    return this;
  }

  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1] ?? "")));
      return { route, params };
    }
    return null;
  }
}

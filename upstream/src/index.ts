import { sha256 } from "./crypto";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { json, Router, unauthorized, type UpstreamEnv } from "./http";
import { outboxRoutes } from "./outbox";
import { authRoutes } from "./routes/auth";
import { configRoutes } from "./routes/config";
import { contentRoutes } from "./routes/content";
import { metersRoutes } from "./routes/meters";
import { paymentRoutes } from "./routes/payment";
import { pollsRoutes } from "./routes/polls";
import { requestsRoutes } from "./routes/requests";
import { supportRoutes } from "./routes/support";
import { userRoutes } from "./routes/user";
import { testScope } from "./settings";
import { handleTestHook, injectFault } from "./test-hooks";

const router = new Router();
for (const register of [
  authRoutes,
  userRoutes,
  configRoutes,
  supportRoutes,
  paymentRoutes,
  metersRoutes,
  requestsRoutes,
  pollsRoutes,
  contentRoutes,
  outboxRoutes,
]) {
  register(router);
}

// One migration + seed check per isolate; concurrent first requests share the same promise.
let ready: Promise<void> | null = null;
function ensureReady(env: UpstreamEnv): Promise<void> {
  ready ??= migrate(env.DB)
    .then(() => seed(env.DB, env.FILES))
    .catch((e) => {
      ready = null;
      throw e;
    });
  return ready;
}

async function userFromToken(env: UpstreamEnv, token: string | null): Promise<number | null> {
  if (!token) return null;
  const row = await env.DB.prepare("SELECT user_id FROM tokens WHERE token_hash = ?")
    .bind(await sha256(token))
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

export default {
  async fetch(req: Request, env: UpstreamEnv): Promise<Response> {
    await ensureReady(env);
    const url = new URL(req.url);
    if (url.pathname.startsWith("/__test/")) return handleTestHook(req, env, url);

    const scope = testScope(req);
    const fault = await injectFault(env, req, url.pathname, scope);
    if (fault) return fault;

    const found = router.match(req.method, url.pathname);
    if (!found) return json({ Message: `No operation ${req.method} ${url.pathname}` }, 404);
    const userId = await userFromToken(env, req.headers.get("acx"));
    if (found.route.auth && userId === null) return unauthorized();
    try {
      return await found.route.handler(req, { env, url, params: found.params, userId, scope });
    } catch (e) {
      console.error("upstream handler failed", e);
      return json({ Message: "Internal server error" }, 500);
    }
  },
} satisfies ExportedHandler<UpstreamEnv>;

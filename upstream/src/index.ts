import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { json, type UpstreamEnv } from "./http";
import { OUTBOX_PATH, outboxRoutes } from "./outbox";
import { Router } from "./router";
import { authRoutes } from "./routes/auth";
import { configRoutes } from "./routes/config";
import { contentRoutes } from "./routes/content";
import { metersRoutes } from "./routes/meters";
import { ossRoutes } from "./routes/oss";
import { paymentRoutes } from "./routes/payment";
import { pollsRoutes } from "./routes/polls";
import { requestsRoutes } from "./routes/requests";
import { supportRoutes } from "./routes/support";
import { userRoutes } from "./routes/user";
import { handleTestHook } from "./test-hooks";
import { hooksAllowed, scopeOf } from "./test-hooks/access";
import { injectFault } from "./test-hooks/faults";

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
  ossRoutes,
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

export default {
  async fetch(req: Request, env: UpstreamEnv): Promise<Response> {
    await ensureReady(env);
    const url = new URL(req.url);
    // Test hooks, their faults and their scopes exist only for callers allowed to use them (test-hooks/access.ts).
    const allowed = hooksAllowed(env, url);
    const scope = allowed ? scopeOf(req) : null;
    if (url.pathname.startsWith("/__test/")) {
      return allowed ? handleTestHook(req, env, url, scope) : json({ Message: "Not found" }, 404);
    }
    // Every code the demo ever sent: a demo feature, behind the same switch as the hooks.
    if (url.pathname === OUTBOX_PATH && !allowed) return json({ Message: "Not found" }, 404);
    if (allowed) {
      const fault = await injectFault(env, req, url.pathname, scope);
      if (fault) return fault;
    }
    return router.handle(req, { env, url, scope });
  },
} satisfies ExportedHandler<UpstreamEnv>;

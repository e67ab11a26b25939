import { json, type UpstreamEnv } from "../http";
import { clearScopeSettings, patchSettings } from "../settings";
import { SCOPE_HEADER } from "./access";
import { createTestAccount, type TestAccountBody } from "./accounts";
import { clubActivity } from "./club";
import { createTestAnnouncement, type TestAnnouncementBody } from "./content";
import { addFault, removeFaults, type FaultBody } from "./faults";
import { freshOpenPollCode, pollSubmissions } from "./polls";
import { requestState, setRequestState, staffMessage, type RequestStateBody } from "./requests";
import { operatorMessage, techInfoOf } from "./support";

// The reference upstream's test hooks (/__test/*), deliberately outside the contract: faults, settings,
// session revocation, throwaway accounts, open-poll codes and request states for the portal's tests. Who may call them:
// access.ts. With x-test-scope, settings and faults are the scope's own.

interface HookCtx {
  env: UpstreamEnv;
  url: URL;
  scope: string | null;
  body: () => Promise<Record<string, unknown>>;
}

type Hook = (ctx: HookCtx) => Promise<Response>;

const HOOKS: Record<string, Hook> = {
  "POST /faults": async ({ env, scope, body }) => addFault(env.DB, scope, (await body()) as FaultBody),
  "DELETE /faults": async ({ env, scope, body }) => removeFaults(env.DB, scope, (await body()) as FaultBody),
  // Merges into MobileAppSettings (the scope's patch, with x-test-scope) and answers what the scope now sees.
  "POST /settings": async ({ env, scope, body }) => json(await patchSettings(env.DB, scope, await body())),
  "DELETE /settings": async ({ env, scope }) => {
    if (!scope) return json({ Message: `${SCOPE_HEADER} required: the provider's own settings are not cleared` }, 400);
    await clearScopeSettings(env.DB, scope);
    return json({ ok: true });
  },
  // Ends every session of a resident, so a test can see the portal's handling of a real 401.
  "POST /revoke": async ({ env, body }) => {
    const { phone } = await body();
    await env.DB.prepare("DELETE FROM tokens WHERE user_id IN (SELECT id FROM users WHERE phone = ?)")
      .bind(String(phone ?? ""))
      .run();
    return json({ ok: true });
  },
  "POST /accounts": async ({ env, body }) => createTestAccount(env, (await body()) as Partial<TestAccountBody>),
  "POST /announcements": async ({ env, scope, body }) =>
    createTestAnnouncement(env, scope, (await body()) as Partial<TestAnnouncementBody>),
  "POST /open-poll-code": async ({ env, body }) => freshOpenPollCode(env, await body()),
  "GET /poll-submissions": async ({ env, url }) => pollSubmissions(env, url),
  "GET /club-activity": async ({ env, url }) => clubActivity(env, url),
  "POST /requests/message": async ({ env, body }) => staffMessage(env, await body()),
  "POST /requests/state": async ({ env, body }) => setRequestState(env, (await body()) as Partial<RequestStateBody>),
  "GET /requests/state": async ({ env, url }) => requestState(env, Number(url.searchParams.get("id"))),
  "POST /support/message": async ({ env, body }) => operatorMessage(env, await body()),
  "GET /support/tech-info": async ({ env, url }) => techInfoOf(env, url),
};

async function readBody(req: Request): Promise<Record<string, unknown>> {
  try {
    const body = await req.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function handleTestHook(
  req: Request,
  env: UpstreamEnv,
  url: URL,
  scope: string | null,
): Promise<Response> {
  const hook = HOOKS[`${req.method} ${url.pathname.replace(/^\/__test/, "")}`];
  if (!hook) return json({ Message: "Not found" }, 404);
  if (req.headers.has(SCOPE_HEADER) && !scope)
    return json({ Message: `${SCOPE_HEADER} must be 1–64 of A–Z, a–z, 0–9, _ and -` }, 400);
  return hook({ env, url, scope, body: () => readBody(req) });
}

import { sessionContext, type Context } from "./context.server";
import { cloudflareContext } from "../context";
import { keepEndingUntil } from "../domain/security/sessions";
import { ABSOLUTE_LIFETIME_MS, type ResidentSession } from "../session/session.server";
import { limiter } from "./rate-limit.server";
import { securityLog } from "./log.server";

// Sessions the server can end (issue 32 item 4, decision 0026): the resident's endings live in their
// ResidentSessions Durable Object (workers/resident-sessions.ts), asked once per signed-in request. A storage
// failure lets the session go on (logged): the provider's token is still checked on every call.

type Binding = Pick<Env, "SESSIONS">;

/** The key of a resident's sign-ins: their login, per test scope under the test switch (as their limits are). */
export function residentKey(context: Context, phone: string): string {
  return limiter(context).resident(phone);
}

const store = (env: Binding, who: string) => env.SESSIONS.getByName(who);

/** The one line a failed call to the sessions' store leaves in the log. */
export function storeUnavailable(error: unknown): void {
  console.error(JSON.stringify({ event: "session_store_unavailable", error: String(error) }));
}

/**
 * Ends this request's session when the server ended it (a logout, sign out of all devices, a password set anew),
 * or when its token was sealed before sessions had ids. Called by the session middleware before any loader.
 */
export async function endIfEnded(context: Context, session: ResidentSession): Promise<void> {
  if (session.token === null) return;
  const mark = session.mark;
  let ended = mark === null;
  if (mark) {
    try {
      ended = await store(context.get(cloudflareContext).env, mark.who).isEnded({ sid: mark.sid, since: mark.since });
    } catch (error) {
      storeUnavailable(error);
    }
  }
  if (!ended) return;
  if (mark) await securityLog(context, "ended_session_used", {}, [mark.who]);
  session.end();
}

/** Logout: the session the cookie brought ends on the server too, whatever the provider answered. */
export async function endThisSession(context: Context): Promise<void> {
  const mark = context.get(sessionContext).mark;
  if (!mark) return;
  await securityLog(context, "logged_out", {}, [mark.who]);
  await store(context.get(cloudflareContext).env, mark.who).end(
    mark.sid,
    keepEndingUntil(mark.since, ABSOLUTE_LIFETIME_MS),
  );
}

/** Every sign-in of the resident `who` made until now ends (sign out of all devices, a password set anew). */
export async function endEverySession(context: Context, who: string): Promise<void> {
  const now = Date.now();
  await store(context.get(cloudflareContext).env, who).endAll(now, keepEndingUntil(now, ABSOLUTE_LIFETIME_MS));
  await securityLog(context, "signed_out_everywhere", {}, [who]);
}

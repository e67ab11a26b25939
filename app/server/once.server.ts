import { data } from "react-router";
import { sessionContext, type Context } from "./context.server";
import type { ApiFailure } from "../api/errors";
import { cloudflareContext } from "../context";
import type { Notice } from "../session/notice";
import type { ResidentSession, SessionData } from "../session/session.server";

// Creating actions (a new request, a chat message, a payment link, feedback, a registration step…) run once per
// submitted form. Every page carries a fresh form token (the root loader's `formToken`, sent by <OnceField/> as
// `once`); the first post of a form claims it in a Durable Object and runs, a second post of the same form (a
// double click without JS, a resent POST) waits for the first and gets the same outcome instead of creating
// twice. A run that creates nothing (refused input, a provider failure) releases the claim, so the resident can
// correct and send the same form again. See docs/decisions/0015.

export const ONCE_FIELD = "once";

/** What the form's ledger (workers/form-once.ts, a Durable Object) answers a post that claims its form. */
export type Claim = { state: "new" } | { state: "running" } | { state: "done"; outcome: string };
const WAIT_STEP_MS = 150;
/** Longer than one upstream call may take (10 s), so a waiting post outlasts the run it waits for. */
const WAIT_MAX_MS = 12_000;

async function keyOf(context: Context, action: string, token: string): Promise<string> {
  // The session's token binds a form token to the resident who got it: another's token replays nothing.
  const owner = context.get(sessionContext).token ?? "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${owner}\n${action}\n${token}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What a run left for the answer: a value, or a redirect with the notices and session it set. */
type Stored<T> =
  | { value: T }
  | { redirect: { status: number; headers: [string, string][] }; notices: Notice[]; session: Partial<SessionData> };

/** What a replayed redirect brings along (the second post came with the session as it was before the first). */
const CARRIED = [
  "token",
  "sid",
  "who",
  "prefs",
  "registration",
  "carts",
] as const satisfies readonly (keyof SessionData)[];
const REDIRECT_HEADERS = ["location", "x-remix-reload-document", "x-remix-replace"];

/**
 * Runs `run` once for this submitted form and `action` (name the intent too where one page has several forms).
 * A returned outcome is kept and replayed when `created` says it stands for something made, else released; a
 * thrown redirect (post/redirect/get) is kept with its notices and session. A form without a token, or a ledger
 * that cannot be reached, just runs: the guard must not block the action itself. `T` must survive JSON.
 */
export async function once<T>(
  context: Context,
  formData: FormData,
  action: string,
  run: () => Promise<T>,
  created: (outcome: T) => boolean = () => true,
): Promise<T> {
  const token = formData.get(ONCE_FIELD);
  if (typeof token !== "string" || !/^[\w-]{16,64}$/.test(token)) return run();
  const session = context.get(sessionContext);
  const ledger = context.get(cloudflareContext).env.FORM_ONCE.getByName(await keyOf(context, action, token));
  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const claim: Claim = await ledger.claim().catch((e: unknown) => {
      console.error("form ledger unavailable", e);
      return { state: "new" };
    });
    if (claim.state === "done") return replay(session, JSON.parse(claim.outcome) as Stored<T>);
    if (claim.state === "new") break;
    // The first post outlived every upstream timeout: say so on the error page rather than run it twice.
    if (Date.now() > deadline)
      throw data(
        { failure: { kind: "http", status: 409, key: "errors.form_in_progress" } satisfies ApiFailure },
        { status: 409 },
      );
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  const work = (async () => {
    let outcome: T;
    try {
      outcome = await run();
    } catch (thrown) {
      await settle(ledger, isRedirect(thrown) ? keptRedirect(thrown, session) : null);
      throw thrown;
    }
    await settle(
      ledger,
      isRedirect(outcome) ? keptRedirect(outcome, session) : created(outcome) ? { value: outcome } : null,
    );
    return outcome;
  })();
  // A browser that re-posts drops the first connection: the first run must still finish and settle the claim,
  // or the second post would wait for it in vain.
  context.get(cloudflareContext).ctx.waitUntil(work.catch(() => undefined));
  return work;
}

const isRedirect = (v: unknown): v is Response => v instanceof Response && v.status >= 300 && v.status < 400;

async function settle(
  ledger: { finish(o: string): Promise<void>; release(): Promise<void> },
  stored: Stored<unknown> | null,
) {
  await (stored ? ledger.finish(JSON.stringify(stored)) : ledger.release()).catch(() => undefined);
}

function keptRedirect(response: Response, session: ResidentSession): Stored<never> {
  const headers = REDIRECT_HEADERS.flatMap((h): [string, string][] => {
    const v = response.headers.get(h);
    return v === null ? [] : [[h, v]];
  });
  const carried: Partial<SessionData> = {};
  for (const key of CARRIED) {
    const value = session.session.get(key);
    if (value !== undefined) Object.assign(carried, { [key]: value });
  }
  return { redirect: { status: response.status, headers }, notices: session.pendingNotices(), session: carried };
}

function replay<T>(session: ResidentSession, stored: Stored<T>): T {
  if ("value" in stored) return stored.value;
  for (const key of CARRIED) {
    const value = stored.session[key];
    if (value === undefined) session.session.unset(key);
    else session.session.set(key, value);
  }
  for (const notice of stored.notices) session.flash(notice);
  throw new Response(null, { status: stored.redirect.status, headers: stored.redirect.headers });
}

import { createContext, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "../context";
import { DRAFT_LIFETIME_MS, returnPath, type Draft } from "../domain/forms/draft";
import { loginPath, type ResidentSession } from "../session/session.server";
import type { Notice } from "../session/notice";

// A post the session ended under keeps what was typed (issue 32 item 9, decision 0027): the draft goes to the
// resident's ResidentSessions object (workers/resident-sessions.ts), its id and page into this browser's cookie.
// Back on that page after signing in again — the same resident, the same browser — the root loader takes it and
// the form shows it (useForm, app/ui/form.ts), with a notice saying what to give again.

type Context = Readonly<RouterContextProvider>;

/** The draft of this request's post, read by the request guard while it parses the form. */
export const postedDraftContext = createContext<Draft | null>(null);

/**
 * Sends the resident to Login because the session ended (a 401 from the provider, the sign-in ran out): a post's
 * text is kept first, for the same resident to find at the same page. A store failure loses only the draft.
 */
export async function toLogin(context: Context, request: Request, session: ResidentSession): Promise<never> {
  // Set by the request guard, which parses posts only.
  const draft = context.get(postedDraftContext);
  const who = session.session.get("who") ?? session.endedWho;
  if (draft && who) {
    const id = crypto.randomUUID();
    const until = Date.now() + DRAFT_LIFETIME_MS;
    try {
      await context.get(cloudflareContext).env.SESSIONS.getByName(who).keepDraft(id, JSON.stringify(draft), until);
      session.keepDraft({ id, path: returnPath(new URL(request.url)), until });
    } catch (error) {
      console.error(JSON.stringify({ event: "draft_not_kept", error: String(error) }));
    }
  }
  throw redirect(loginPath(request));
}

/** What the page gets back: the draft for its form, and the notice that says so. */
export interface KeptDraft {
  form: string;
  values: Record<string, string>;
  notice: Notice;
}

/**
 * The draft this browser waits for, when this is its page and the same resident is signed in again; taken once.
 * A draft whose time is up is forgotten; one for another page or another resident waits (its resident may come).
 */
export async function takeDraft(
  context: Context,
  request: Request,
  session: ResidentSession,
): Promise<KeptDraft | null> {
  const ref = session.draft;
  if (!ref) return null;
  if (ref.until <= Date.now()) {
    session.keepDraft(null);
    return null;
  }
  const who = session.session.get("who");
  if (!who || request.method !== "GET" || returnPath(new URL(request.url)) !== ref.path) return null;
  let body: string | null = null;
  try {
    body = await context.get(cloudflareContext).env.SESSIONS.getByName(who).takeDraft(ref.id);
  } catch (error) {
    console.error(JSON.stringify({ event: "draft_not_taken", error: String(error) }));
  }
  // Not found: another resident signed in on this browser (the draft waits for its own), or it is gone.
  if (!body) return null;
  session.keepDraft(null);
  const draft = JSON.parse(body) as Draft;
  const key = draft.dropped ? "notices.draft_kept_give_again" : "notices.draft_kept";
  return { form: draft.form, values: draft.values, notice: { kind: "info", key } };
}

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useRouteLoaderData, type Fetcher } from "react-router";
import type { Checked } from "~/domain/forms/checked";
import { message } from "~/domain/forms/message";
import { answered, changedSince, clean, valuesOf, type Reply, type Values } from "./form-values";
import { useHydrated } from "./hooks";

// The one way a page builds a form (ARCHITECTURE.md, decision 0021). The server decides: the action parses the
// post with the form's schema (conform's parseWithZod around the pure rule of app/domain) and answers with
// `submission.reply()`; this hook renders that answer (the values to keep, the errors next to their fields) the
// same on the server and in the browser, so the page the server sends is the page that hydrates. In the browser
// it adds only what §5 asks before posting, with the same pure rule and without zod: a submit button disabled
// (aria-disabled, with its reasons as a neutral hint) while the rule finds an issue, and, once the form was sent
// (refused, or its disabled button pressed), each field's message kept up to date as the resident types. Nothing is held, replayed or swapped: a post
// the rule allows goes to the server as it is.

export type { Reply, Values };

export interface FormOptions {
  /** The form's id; fields are `${id}-${name}`. */
  id: string;
  /** The action's answer to the last post of this form, if any. */
  reply?: Reply | null;
  /** The values to show before any post (the loader's), as strings ("on" for a ticked box). */
  defaults?: Record<string, string | undefined>;
  /**
   * The form's rule (the one its schema ends in), for the messages while typing (§5); none: nothing is checked
   * before the server. (A method, so a rule may name the fields it reads, `(input: LoginInput) => …`.)
   */
  rule?(values: Values): Checked<unknown>;
  /**
   * §5 wants the submit button disabled while the rule finds an issue (login, registration, profile, payment, new
   * request, add account, feedback). Otherwise every press posts and the server answers.
   */
  disable?: boolean;
  /** A form posted through a fetcher (a dialog): its state tells when a post has been answered. */
  fetcher?: Pick<Fetcher, "state">;
}

/** One field as a form renders it: its ids, what to show in it and its messages. */
export interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  hintId: string;
  defaultValue: string | undefined;
  /** The messages to show next to the field (i18n keys with values), or none. */
  errors: string[] | undefined;
}

export interface FormMeta {
  id: string;
  /** Props for the <Form> element. */
  props: {
    id: string;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  field: (name: string) => FieldMeta;
  /** The values on the form now (the server's answer or the defaults until the resident changes something). */
  values: Values;
  /** With JS, a form that `disable`s while the rule finds an issue: the submit button is disabled and says why. */
  blocked: boolean;
  /** The rule's issues, every field's, as a neutral hint beside a disabled button (only where it `disable`s). */
  reasons: string[];
  /** The errors of the server's answer that belong to no field (a wrong password, a provider failure). */
  formErrors: string[];
  /** The fields with errors shown, for the error summary. */
  summary: { name: string; id: string; errors: string[] }[];
  /** Whether the error summary shows (the server refused the post). */
  refused: boolean;
  /** This form's post is under way: its buttons wait. */
  busy: boolean;
}

interface State {
  reply: Reply | null | undefined;
  /** Read from the form after the resident changed something; null: still what was rendered. */
  values: Values | null;
  /** Changed since the last answer: the rule, not the answer, words their messages. */
  dirty: ReadonlySet<string>;
  /** The disabled button was pressed: every field's reason shows. */
  all: boolean;
}

const NONE: ReadonlySet<string> = new Set();

export function useForm({ id, reply, defaults, rule, disable = false, fetcher }: FormOptions): FormMeta {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(() => fresh(reply));
  // A new answer starts over: its values are what the form shows, its errors are the server's.
  let current = state;
  if (state.reply !== reply) {
    current = fresh(reply);
    setState(current);
  }
  const kept = useKeptDraft(id);
  const shown = answered(reply) ?? kept ?? clean(defaults);
  const values = current.values ?? shown;
  const issues = rule ? issuesOf(rule(values)) : {};
  const serverErrors = reply?.status === "error" ? (reply.error ?? {}) : {};
  // Messages show once the form was sent: refused by the server, or a press of its disabled button. Not on
  // leaving a field: a message appearing then moves the button the resident is pressing (the press is lost).
  const revealed = current.all || reply?.status === "error";
  const errorsOf = (name: string): string[] | undefined => {
    if (!revealed) return undefined;
    // Changed since the answer: the server's word on the old value no longer holds; the rule's does.
    const list = current.dirty.has(name)
      ? issues[name]
      : current.all
        ? (issues[name] ?? serverErrors[name])
        : serverErrors[name];
    return list?.length ? list : undefined;
  };

  const read = (form: HTMLFormElement) => valuesOf(new FormData(form));
  const post = usePost(id, reply, fetcher);
  // What the form holds once the page runs (typed before hydration, or kept in the fields through a refused
  // post, a password included) is what the rule reads, not what the server last rendered.
  // An answer that arrives after the resident changed a field judged the old value: that field counts as changed.
  const posted = useRef<Values | null>(null);
  useEffect(() => {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    const values = valuesOf(new FormData(form));
    const changed = posted.current ? changedSince(posted.current, values) : [];
    posted.current = null;
    setState((s) => ({ ...s, values, dirty: changed.length ? new Set([...s.dirty, ...changed]) : s.dirty }));
  }, [id, reply]);

  const field = (name: string): FieldMeta => {
    const value = shown[name];
    return {
      id: `${id}-${name}`,
      name,
      errorId: `${id}-${name}-error`,
      hintId: `${id}-${name}-hint`,
      defaultValue: typeof value === "string" ? value : undefined,
      errors: errorsOf(name),
    };
  };

  // Once each reason shows at its field (after a press of the disabled button), the hint keeps only the reasons
  // of no field (an empty cart), which have nowhere else to show.
  const reasons = disable
    ? [...new Set(Object.entries(issues).flatMap(([name, list]) => (current.all && name ? [] : list)))]
    : [];
  const blocked = hydrated && disable && Object.keys(issues).length > 0;
  const refused = reply?.status === "error";
  const names = new Set([...Object.keys(serverErrors).filter(Boolean), ...Object.keys(issues)]);
  const summary = refused
    ? [...names].flatMap((name) => {
        const errors = errorsOf(name);
        return errors ? [{ name, id: `${id}-${name}`, errors }] : [];
      })
    : [];

  return {
    id,
    props: {
      id,
      onChange: (event) => {
        const name = (event.target as { name?: string }).name;
        const values = read(event.currentTarget);
        setState((s) => ({ ...s, values, dirty: name ? new Set(s.dirty).add(name) : s.dirty }));
      },
      onSubmit: (event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        // A button that only steps back or asks for options (formNoValidate) is never held by the rule.
        const values = read(event.currentTarget);
        const found = rule && disable && !submitter?.formNoValidate ? issuesOf(rule(values)) : {};
        if (Object.keys(found).length === 0) {
          posted.current = values;
          post.sent(event.currentTarget, submitter);
          return;
        }
        // A press of the disabled button: nothing is sent, each reason shows at its field.
        event.preventDefault();
        setState((s) => ({ ...s, values, all: true }));
        focusFirst(event.currentTarget, Object.keys(found), id);
      },
    },
    field,
    values,
    blocked,
    reasons,
    formErrors: refused ? (serverErrors[""] ?? []) : [],
    summary,
    refused,
    busy: post.busy,
  };
}

/**
 * What this form held when the session ended under its post (issue 32 item 9): the root loader hands it back once
 * the same resident is signed in again on this page (app/server/drafts.server.ts). Shown as a refused post's
 * values are, until the next answer.
 */
function useKeptDraft(id: string): Values | null {
  const root = useRouteLoaderData("root") as { draft?: { form: string; values: Record<string, string> } | null };
  const draft = root?.draft;
  return draft?.form === id ? clean(draft.values) : null;
}

function fresh(reply: Reply | null | undefined): State {
  return { reply, values: null, dirty: NONE, all: false };
}

function issuesOf(result: Checked<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!result.ok)
    for (const { field, key, params } of result.issues) {
      (out[field ?? ""] ??= []).push(message(key, params));
    }
  return out;
}

function focusFirst(form: HTMLFormElement, names: string[], id: string) {
  for (const name of names) {
    const control = form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${name}`)}`);
    if (control) {
      control.focus();
      return;
    }
  }
}

/**
 * This form's post: whether it is under way (`busy`), and after one the server took (answered without refusing,
 * or redirected back to the same page) the fields start over from what the page now says; a refused post keeps
 * what was typed. Only the form that was sent counts: its post is known by what it carried (a page may have a
 * form per meter, all posting to one action). `sent` records a post as it leaves.
 */
function usePost(id: string, reply: Reply | null | undefined, fetcher?: Pick<Fetcher, "state">) {
  const navigation = useNavigation();
  const snapshot = useRef<string | null>(null);
  const inFlight = useRef(false);
  const state = fetcher ? fetcher.state : navigation.state;
  const busy =
    snapshot.current !== null &&
    state !== "idle" &&
    (fetcher ? true : navigation.formData !== undefined && keyOf(navigation.formData) === snapshot.current);
  if (busy) inFlight.current = true;
  useEffect(() => {
    if (state !== "idle" || !inFlight.current) return;
    inFlight.current = false;
    snapshot.current = null;
    if (reply?.status === "error") return;
    const form = document.getElementById(id);
    if (form instanceof HTMLFormElement) {
      form.reset();
      tellReact(form);
    }
  }, [state, reply, id]);
  const sent = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    snapshot.current = keyOf(new FormData(form, submitter));
  };
  return { busy, sent };
}

/**
 * `form.reset()` changes the fields behind React's back: React still holds what each had before, and does not
 * report the same typed again as a change (a password the server did not send back, typed anew after a throttled
 * or failed login, left the rule reading no password and the button disabled). Setting each field to what it now holds
 * tells React.
 */
function tellReact(form: HTMLFormElement) {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      const checked = el.checked;
      el.checked = checked;
    } else if ((el instanceof HTMLInputElement && el.type !== "file") || el instanceof HTMLTextAreaElement) {
      const value = el.value;
      el.value = value;
    }
  }
}

function keyOf(data: FormData): string {
  return JSON.stringify([...data].map(([name, v]) => [name, typeof v === "string" ? v : `${v.name}:${v.size}`]));
}

/**
 * The attributes a control takes from its field: its name and id, what it shows, and its messages and hint
 * through aria-describedby (`hint`: the field has one).
 */
export function control(field: FieldMeta, { hint = false }: { hint?: boolean } = {}) {
  const describedBy = [hint ? field.hintId : null, field.errors ? field.errorId : null].filter(Boolean).join(" ");
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.defaultValue,
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

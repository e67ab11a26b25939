// What a form keeps when the session ends under it (issue 32 item 9): the resident posts, the provider answers 401
// (or the sign-in had run out), the portal sends them to Login — and after signing in again they are back at the
// same form with what they typed. Only text is kept: a password is never stored, a chosen file cannot be (the
// page says to choose it again). The form is named by a hidden field every form of useForm posts (ErrorSummary).

/** The hidden field naming the form a post came from. */
export const FORM_FIELD = "form-id";
/** How long a kept draft waits for the resident to sign in again. */
export const DRAFT_LIFETIME_MS = 60 * 60_000;

/** A form's text as posted, to put back into the same form. */
export interface Draft {
  form: string;
  values: Record<string, string>;
  /** Something typed or chosen was not kept (a password, a file): the page says to give it again. */
  dropped: boolean;
}

/** Fields never kept, whatever their form: the portal's secrets (a password and its repetition, a PIN, a code). */
const SECRET = new Set(["password", "confirm", "pinCode", "code"]);

/**
 * The draft of a posted form, or null when the post names no form (a plain button) or holds nothing typed.
 * `skip`: technical fields of the post (the once-only token), not the resident's.
 */
export function draftOf(entries: Iterable<[string, FormDataEntryValue]>, skip: readonly string[] = []): Draft | null {
  let form: string | null = null;
  const values: Record<string, string> = {};
  let dropped = false;
  let typed = false;
  for (const [name, value] of entries) {
    if (name === FORM_FIELD) {
      form = typeof value === "string" ? value : null;
      continue;
    }
    if (skip.includes(name)) continue;
    if (typeof value !== "string") {
      dropped ||= value.size > 0 || value.name !== "";
      continue;
    }
    if (SECRET.has(name)) {
      dropped ||= value !== "";
      continue;
    }
    values[name] = value;
    typed ||= value !== "" && name !== "intent";
  }
  return form && typed ? { form, values, dropped } : null;
}

/**
 * The address a resident is sent back to after Login, as a post or a data request names it: without React
 * Router's data suffix and its own parameters, so the page a post was refused at is the page it returns to.
 */
export function returnPath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") + (query ? `?${query}` : "");
}

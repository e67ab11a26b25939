import type { FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import type { $ZodType } from "zod/v4/core";
import { useChecksReady } from "./checks";
import { useHydrated } from "./hooks";

/** The form's issues by field name (i18n keys), as its schema reports them for what is on the form now. */
export type Reasons = Readonly<Record<string, readonly string[]>>;

const NONE: Reasons = {};

/**
 * A submit button §5 wants disabled, and why (decision 0003, issue 14): with JS the button is disabled exactly
 * while the form's own schema (the one the action parses with) finds an issue in what is on the form now, and
 * each such issue shows next to its field at once, touched or not, in the words the server would use. So a
 * disabled button always says why (ticking electronic bills with no e-mail shows "Заполните поле E-mail" under
 * the e-mail). Without JS nothing is disabled: the server answers the post with the same messages.
 *
 * The form is read from the page (all of it: hidden inputs, masks, files) whenever conform sees it change,
 * once the browser's checks are here (decision 0019). Until then the reasons are `initial`: the loader's reading
 * of the form as the server rendered it (`ruleReasons`), so they show at once rather than when the checks
 * arrive, seconds later on a slow phone (they were /register's largest, latest paint). Their text is even in
 * the server's page, before hydration: only as text (no aria-invalid, Next not disabled, since a browser
 * without scripts posts and hears the server), hidden from a browser that runs no scripts (`pendingReason`).
 * The fields passed in come back with the reasons as their errors where conform shows none yet; errors conform
 * (or the server's answer) already shows are kept as they are.
 */
export function useSubmitRule<F extends object>(
  form: { id: string; value?: unknown },
  fields: F,
  schema: $ZodType,
  initial?: Reasons | null,
) {
  const hydrated = useHydrated();
  // Read in render, so every change conform sees renders again; compared by content, since conform renews the
  // object whenever React touches an input (which would otherwise check again after every render, forever).
  const value = contentOf(form.value);
  const [reasons, setReasons] = useState<Reasons | null>(initial ?? null);
  // The browser's checks load after the page (decision 0019): the rule is computed again when they arrive.
  const ready = useChecksReady();
  useEffect(() => {
    const element = document.getElementById(form.id);
    // The loader's reading stands until the browser can check (its parse before then reports nothing, and
    // asks for the checks, which a form without `initial` still relies on).
    if (!ready && initial) return;
    if (!(element instanceof HTMLFormElement)) return;
    const submission = parseWithZod(new FormData(element), { schema });
    const next = submission.status === "error" ? ruleReasons(submission.error) : NONE;
    setReasons((current) => (current && sameReasons(current, next) ? current : next));
  }, [form.id, schema, value, ready, initial]);
  if (!hydrated) return { blocked: false, fields: initial ? withReasons(fields, initial, true) : fields };
  const shown = reasons ?? NONE;
  return { blocked: Object.keys(shown).length > 0, fields: withReasons(fields, shown) };
}

/** The form's value as text, a chosen file by its name, size and type (JSON alone shows every file as {}). */
function contentOf(value: unknown): string {
  return JSON.stringify(value ?? null, (_, v: unknown) => (v instanceof File ? `${v.name}:${v.size}:${v.type}` : v));
}

/** The issues of a parsed submission by field (what `initial` takes: the server parses the form it renders). */
export function ruleReasons(error: Record<string, string[] | null> | null | undefined): Reasons {
  const out: Record<string, readonly string[]> = {};
  for (const [name, keys] of Object.entries(error ?? {})) if (keys?.length) out[name] = keys;
  return out;
}

function sameReasons(a: Reasons, b: Reasons): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((n) => a[n]!.join("\n") === b[n]?.join("\n"));
}

/**
 * The fieldset, each field answering its reasons as `errors` (so labels, aria-invalid and describedby follow).
 * `pending`: before hydration, the text only (see useSubmitRule).
 */
function withReasons<F extends object>(fields: F, reasons: Reasons, pending = false): F {
  if (reasons === NONE) return fields;
  return new Proxy(fields, {
    get(target, key, receiver) {
      const field: unknown = Reflect.get(target, key, receiver);
      const keys = typeof key === "string" ? reasons[key] : undefined;
      return keys ? withErrors(field as FieldMetadata<unknown>, keys, pending) : field;
    },
  });
}

function withErrors<M extends FieldMetadata<unknown>>(field: M, keys: readonly string[], pending: boolean): M {
  // Errors conform (or the server's answer) shows stay as they are.
  if (field.errors?.length) return field;
  return new Proxy(field, {
    get(target, key, receiver) {
      if (pending) return key === "pendingReason" ? keys : Reflect.get(target, key, receiver);
      if (key === "errors") return [...keys];
      if (key === "valid") return false;
      return Reflect.get(target, key, receiver);
    },
  });
}

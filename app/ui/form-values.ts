import type { SubmissionResult } from "@conform-to/react";

// What a form holds, as the rules read it (useForm in form.ts): pure, so the browser's bookkeeping of which
// fields the resident changed is tested without a page.

/** The action's answer about a form: conform's submission result (its posted values and its errors). */
export type Reply = SubmissionResult<string[]>;

/** A form's values as the rules read them: posted strings, lists for repeated names, chosen files. */
export type Values = Record<string, string | string[] | File | undefined>;

/** The values the server's answer kept (conform's initialValue: the posted strings), or none. */
export function answered(reply: Reply | null | undefined): Values | null {
  const initial = reply?.initialValue;
  if (!initial) return null;
  const out: Values = {};
  for (const [name, value] of Object.entries(initial)) {
    if (typeof value === "string") out[name] = value || undefined;
    else if (Array.isArray(value)) out[name] = value.filter((v): v is string => typeof v === "string");
  }
  return out;
}

export function clean(defaults: Record<string, string | undefined> | undefined): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(defaults ?? {})) out[name] = value || undefined;
  return out;
}

/** A form's data as the rules read it: empty strings and empty file inputs are absent, repeated names a list. */
export function valuesOf(data: FormData): Values {
  const out: Values = {};
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name).filter((v) => (typeof v === "string" ? v !== "" : v.size > 0 || v.name !== ""));
    if (all.length === 0) out[name] = undefined;
    else if (all.length === 1) out[name] = all[0]!;
    else out[name] = all.filter((v): v is string => typeof v === "string");
  }
  return out;
}

/**
 * The fields that hold something else now than when the form was posted: changed while the post was on its way.
 * The server's answer judged the old value, so the rule words them. Chosen files are not compared.
 */
export function changedSince(posted: Values, now: Values): string[] {
  const names = new Set([...Object.keys(posted), ...Object.keys(now)]);
  return [...names].filter(
    (name) =>
      !(posted[name] instanceof File) &&
      !(now[name] instanceof File) &&
      JSON.stringify(posted[name] ?? null) !== JSON.stringify(now[name] ?? null),
  );
}

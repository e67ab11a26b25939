import type { SubmissionResult } from "@conform-to/react";

// A conform form's field as conform would render it, without conform: for the server-rendered twin of a form
// whose conform code loads after hydration (enhance(), decision 0019: the chat's message form). The ids follow
// conform's (`<form id>-<name>`, `…-error`), so labels, errors and the carry-over match across the swap.

export interface PlainField {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  defaultValue?: string;
}

/** The field `name` of form `formId`, with the server's answer (`lastResult`) if any: its errors and its value. */
export function plainField(formId: string, name: string, result?: SubmissionResult<string[]> | null): PlainField {
  const id = `${formId}-${name}`;
  const errors = result?.error?.[name] ?? undefined;
  const value = result?.initialValue?.[name];
  return {
    id,
    name,
    errorId: `${id}-error`,
    errors: errors?.length ? errors : undefined,
    defaultValue: typeof value === "string" ? value : undefined,
  };
}

/** The control's attributes, as conform's getInputProps/getTextareaProps give them (the error joins aria-describedby). */
export function plainControl(field: PlainField, describedBy?: string) {
  const invalid = !!field.errors;
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.defaultValue,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${field.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

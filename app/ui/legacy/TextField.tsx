import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { input } from "styled-system/recipes";
import { Field, pendingReason } from "./Field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form"> & {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  type?: "text" | "email";
};

/** A conform text field with its label, hint and error (the common case of Field). */
export function TextField({ field, label, hint, type = "text", ...rest }: Props) {
  const hintId = `${field.id}-hint`;
  return (
    <Field
      id={field.id}
      label={label}
      errorId={field.errorId}
      errors={field.errors}
      pending={pendingReason(field)}
      hint={hint}
      hintId={hint ? hintId : undefined}
    >
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined })}
        key={field.key}
        className={input()}
        {...rest}
      />
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode } from "react";
import { input } from "styled-system/recipes";
import { Field } from "./Field";
import { control, type FieldMeta } from "./form";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form"> & {
  field: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email" | "password";
};

/** A text field with its label, hint and message (the common case of Field). */
export function TextField({ field, label, hint, type = "text", ...rest }: Props) {
  return (
    <Field field={field} label={label} hint={hint}>
      <input {...control(field, { hint: !!hint })} type={type} className={input()} {...rest} />
    </Field>
  );
}

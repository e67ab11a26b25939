import type { ReactNode } from "react";
import { input } from "styled-system/recipes";
import { Field } from "./Field";
import { control, type FieldMeta } from "./form";

export interface SelectOption {
  value: string;
  label: string;
}

/** A select with its label and message; the empty first option asks for a choice. */
export function SelectField({
  field,
  label,
  hint,
  placeholder,
  options,
}: {
  field: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  placeholder: string;
  options: SelectOption[];
}) {
  return (
    <Field field={field} label={label} hint={hint}>
      <select {...control(field, { hint: !!hint })} className={input()}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

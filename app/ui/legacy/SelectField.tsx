import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { input } from "styled-system/recipes";
import { Field } from "./Field";

export interface SelectOption {
  value: string;
  label: string;
}

/** A conform-bound select with its label and errors; the empty first option asks for a choice. */
export function SelectField(props: {
  field: FieldMetadata<string | undefined>;
  label: string;
  placeholder: string;
  options: SelectOption[];
  onChange?: () => void;
}) {
  const { field, label, placeholder, options, onChange } = props;
  return (
    <Field id={field.id} label={label} errorId={field.errorId} errors={field.errors}>
      <select {...getSelectProps(field)} key={field.key} className={input()} onChange={onChange}>
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

import type { ReactNode } from "react";
import { choice, fieldset, text } from "styled-system/recipes";
import { FieldError } from "~/ui/Field";
import { control, type FieldMeta } from "~/ui/form";

const choices = choice();
const group = fieldset();

/**
 * Radios of one field (a payment system, an invoice) with the field's message under them, which the group names
 * as its description. The first radio carries the field's id, so the error summary's link lands on the group.
 */
export function RadioGroup({
  field,
  legend,
  options,
}: {
  field: FieldMeta;
  legend: ReactNode;
  options: { value: string; label: ReactNode }[];
}) {
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined} className={group.root}>
      <legend className={group.legend}>{legend}</legend>
      {options.map((o, i) => (
        <label key={o.value} className={choices.root}>
          <input
            type="radio"
            id={i === 0 ? field.id : undefined}
            name={field.name}
            value={o.value}
            defaultChecked={field.defaultValue === o.value}
            className={choices.control}
          />
          {o.label}
        </label>
      ))}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A checkbox with its label beside it (and a hint under it, read with it); ticked, it posts "on". */
export function CheckField({ field, label, hint }: { field: FieldMeta; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className={choices.root}>
      <input
        type="checkbox"
        {...control(field, { hint: hint != null })}
        defaultValue={undefined}
        value="on"
        defaultChecked={field.defaultValue === "on"}
        className={choices.control}
      />
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={field.hintId} className={text({ variant: "hint" })}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import type { ComponentProps, ReactNode } from "react";
import { Field } from "./Field";
import { control, type FieldMeta } from "./form";
import { PhoneInput } from "./PhoneInput";

type Props = Omit<ComponentProps<typeof PhoneInput>, "type" | "name" | "id" | "defaultValue" | "form"> & {
  field: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
};

/** A phone field: label, the +7 (###) ### ## ## mask (or `mask`, with JS), hint and message. */
export function PhoneField({ field, label, hint, ...rest }: Props) {
  return (
    <Field field={field} label={label} hint={hint}>
      <PhoneInput {...control(field, { hint: !!hint })} placeholder="+7 (___) ___ __ __" {...rest} />
    </Field>
  );
}

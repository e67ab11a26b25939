import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps } from "react";
import { Field, pendingReason } from "./Field";
import { PhoneInput } from "../PhoneInput";

type Props = Omit<ComponentProps<typeof PhoneInput>, "type" | "name" | "id" | "defaultValue" | "form"> & {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
};

/**
 * A conform phone field: label, the +7 (###) ### ## ## mask (with JS), hint and error. `onMaskedChange` gives
 * the masked value as the resident types, for forms that enable their button on it (§5 Login, Registration).
 */
export function PhoneField({ field, label, hint, ...rest }: Props) {
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
      <PhoneInput
        {...getInputProps(field, { type: "text", ariaDescribedBy: hint ? hintId : undefined })}
        key={field.key}
        placeholder="+7 (___) ___ __ __"
        {...rest}
      />
    </Field>
  );
}

import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ACCEPT } from "~/domain/requests/accept";
import { FileField } from "./legacy/FileField";

/** The message form's one attachment (§5: pdf, jpeg, png, excel, word up to 10 MB), checked as soon as chosen. */
export function ChatAttachment({
  field,
  label,
  hint,
  validate,
}: {
  field: FieldMetadata<File | undefined>;
  label: string;
  hint: string;
  validate: () => void;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <FileField
      id={field.id}
      label={label}
      errorId={field.errorId}
      errors={field.errors}
      hint={hint}
      hintId={hintId}
      input={{ ...getInputProps(field, { type: "file", ariaDescribedBy: hintId }), accept: ACCEPT }}
      onFiles={validate}
    />
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { TextField } from "~/ui/TextField";
import { readingFormId, ReadingFrame, sanitizeOnInput, type ReadingFormProps } from "./ReadingForm";
import { readingSchema } from "./reading.schema";

/** The reading form with conform (ReadingForm.tsx renders it first without): the rules run before posting. */
export default function ReadingFormScripted(props: ReadingFormProps) {
  const { meter: m, action } = props;
  const [form, fields] = useForm({
    id: readingFormId(m),
    lastResult: action?.result ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: readingSchema(m.previous) }),
  });
  return (
    <ReadingFrame {...props} form={getFormProps(form)}>
      {m.tariffs.map((tr) => (
        <TextField key={tr.field} field={fields[tr.field]} label={tr.label} hint={tr.hint} inputMode="decimal" autoComplete="off" onInput={sanitizeOnInput} />
      ))}
    </ReadingFrame>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { TextField } from "~/ui/TextField";
import { useReportForm } from "~/ui/twin-form";
import { readingFormId, sanitizeOnInput, type ReadingFieldsProps } from "./ReadingForm";
import { readingSchema } from "./reading.schema";

/** The reading form's fields with conform (ReadingForm.tsx renders them first without): the rules run before posting. */
export default function ReadingFormScripted({ meter: m, action, report }: ReadingFieldsProps) {
  const [form, fields] = useForm({
    id: readingFormId(m),
    lastResult: action?.result ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: readingSchema(m.previous) }),
  });
  useReportForm(report, getFormProps(form));
  return (
    <>
      {m.tariffs.map((tr) => (
        <TextField
          key={tr.field}
          field={fields[tr.field]}
          label={tr.label}
          hint={tr.hint}
          inputMode="decimal"
          autoComplete="off"
          onInput={sanitizeOnInput}
        />
      ))}
    </>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { css } from "styled-system/css";
import { button, callout } from "styled-system/recipes";
import { sanitizeReading } from "~/domain/meters/sanitize";
import { useIsPending } from "~/ui/hooks";
import { TextField } from "~/ui/TextField";
import type { MeterView, ReadingAnswer } from "./MeterList";
import { readingSchema } from "./reading.schema";

/**
 * One numeric field per tariff, named as the save payload (§5). With JS, typing keeps only digits, dot and
 * comma (a comma becomes a dot) and the rules run before posting; the server runs the same schema.
 */
const warning = callout({ kind: "error" });

export function ReadingForm({ meter: m, address, action }: { meter: MeterView; address: string | null; action: ReadingAnswer | null }) {
  const { t } = useTranslation("meters");
  const [form, fields] = useForm({
    id: `reading-${m.id}`,
    lastResult: action?.result ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: readingSchema(m.previous) }),
  });
  const busy = useIsPending({ match: (posted) => posted.get("MeterId") === String(m.id) });
  const warningId = `reading-${m.id}-abnormal`;
  return (
    <Form method="post" action={`${href("/meters")}${address ? `?${new URLSearchParams({ address })}` : ""}`} {...getFormProps(form)} className={css({ display: "grid", gap: "2", maxW: "md" })}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="MeterId" value={m.id} />
      {address ? <input type="hidden" name="address" value={address} /> : null}
      {m.tariffs.map((tr) => (
        <TextField
          key={tr.field}
          field={fields[tr.field]}
          label={tr.label}
          hint={tr.hint}
          inputMode="decimal"
          autoComplete="off"
          onInput={(e) => {
            const clean = sanitizeReading(e.currentTarget.value);
            if (clean !== e.currentTarget.value) e.currentTarget.value = clean;
          }}
        />
      ))}
      {action?.abnormal ? (
        <div id={warningId} role="alert" className={warning.root}>
          <p className={warning.title}>{t("meters.abnormal_title")}</p>
          <p>{t("meters.abnormal_text", { tariffs: action.abnormal.tariffs })}</p>
          <div>
            <button type="submit" name="confirmed" value="1" className={button()} disabled={busy}>
              {t("meters.abnormal_confirm")}
            </button>
          </div>
        </div>
      ) : null}
      <div>
        <button type="submit" className={button({ variant: action?.abnormal ? "secondary" : "primary" })} disabled={busy}>
          {t(m.submitKey)}
        </button>
      </div>
    </Form>
  );
}

import { Form, href } from "react-router";
import { css } from "styled-system/css";
import { button, callout } from "styled-system/recipes";
import { readingValues, sanitizeTyped } from "~/domain/meters/reading";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm } from "~/ui/form";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { MeterView, ReadingAnswer } from "./types";
import { useMeterWords } from "./words";

// One numeric field per tariff, named as the save payload (§5). Every press posts and the server checks the
// reading (the rule of app/domain/meters/reading.ts, with the meter's previous values); after a refusal the
// browser keeps each field's message up to date with the same rule as the resident corrects it.

export interface ReadingFormProps {
  meter: MeterView;
  address: string | null;
  action: ReadingAnswer | null;
}

export const readingFormId = (m: MeterView) => `reading-${m.id}`;

/** With JS, typing keeps only digits and one point (a comma becomes it). */
const sanitizeOnInput = (e: { currentTarget: HTMLInputElement }) => {
  const clean = sanitizeTyped(e.currentTarget.value);
  if (clean !== e.currentTarget.value) e.currentTarget.value = clean;
};

export function ReadingForm({ meter: m, address, action }: ReadingFormProps) {
  const { t, number, names, several } = useMeterWords(m);
  const id = readingFormId(m);
  // «Изменить показания» changes what was sent this period: the fields start from it, not empty.
  const defaults = m.current
    ? Object.fromEntries(m.tariffs.map((tr, i) => [tr.field, m.current?.[i] == null ? "" : String(m.current[i])]))
    : undefined;
  const form = useForm({
    id,
    reply: action?.result,
    defaults,
    rule: (values) => readingValues(values, m.previous),
  });
  const query = address ? `?${new URLSearchParams({ address })}` : "";
  return (
    // The fragment: a refused post without JS comes back with the page opened at this form and its summary.
    <Form
      method="post"
      action={`${href("/meters")}${query}#${id}`}
      {...form.props}
      className={css({ display: "grid", gap: "2", maxW: "md", scrollMarginTop: "4" })}
    >
      <ErrorSummary form={form} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="MeterId" value={m.id} />
      {address ? <input type="hidden" name="address" value={address} /> : null}
      {m.tariffs.map((tr, i) => (
        <TextField
          key={tr.field}
          field={form.field(tr.field)}
          label={several ? t("meters.reading_tariff", { tariff: names[i] }) : t("meters.reading_value")}
          hint={t("meters.reading_hint", { value: number(m.previous[i]) })}
          inputMode="decimal"
          autoComplete="off"
          onInput={sanitizeOnInput}
        />
      ))}
      {action?.abnormal ? (
        <div id={`${id}-abnormal`} role="alert" className={callout({ kind: "error" }).root}>
          <p className={callout({ kind: "error" }).title}>{t("meters.abnormal_title")}</p>
          <p>
            {several
              ? t("meters.abnormal_text", { tariffs: action.abnormal.tariffs.map((i) => names[i]).join(", ") })
              : t("meters.abnormal_text_single")}
          </p>
          <div>
            <button type="submit" name="confirmed" value="1" className={button()} disabled={form.busy}>
              {t("meters.abnormal_confirm")}
            </button>
          </div>
        </div>
      ) : null}
      <SubmitButton form={form} busy={form.busy} variant={action?.abnormal ? "secondary" : "primary"}>
        {t(m.submitKey)}
      </SubmitButton>
    </Form>
  );
}

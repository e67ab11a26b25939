import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { css } from "styled-system/css";
import { button, callout, input } from "styled-system/recipes";
import { sanitizeReading } from "~/domain/meters/sanitize";
import { enhance } from "~/ui/enhance";
import { Field } from "~/ui/Field";
import { useIsPending } from "~/ui/hooks";
import { plainControl, plainField } from "~/ui/plain-field";
import { useTwinForm, type ReportForm } from "~/ui/twin-form";
import type { MeterView, ReadingAnswer } from "./MeterList";

// One numeric field per tariff, named as the save payload (§5). It is a conform form (ReadingFormScripted.tsx),
// but nothing of conform is needed to show it or post it, only to check the figures before they go: the page
// renders plain fields (the server's answer next to them) and conform's take their place after hydration,
// keeping what was typed and focused (decision 0019); the <form> and its buttons stay (twin-form.ts), so a press
// during the swap is not lost. So /meters hydrates without conform.

export interface ReadingFormProps {
  meter: MeterView;
  address: string | null;
  action: ReadingAnswer | null;
}

const warning = callout({ kind: "error" });
export const readingFormId = (m: MeterView) => `reading-${m.id}`;

/** With JS, typing keeps only digits, dot and comma (a comma becomes a dot). */
export const sanitizeOnInput = (e: { currentTarget: HTMLInputElement }) => {
  const clean = sanitizeReading(e.currentTarget.value);
  if (clean !== e.currentTarget.value) e.currentTarget.value = clean;
};

/** What conform's fields (ReadingFormScripted.tsx) are given: they hand conform's form props up to the frame. */
export interface ReadingFieldsProps {
  meter: MeterView;
  action: ReadingAnswer | null;
  report: ReportForm;
}

const Scripted = enhance(() => import("./ReadingFormScripted"));

export function ReadingForm(props: ReadingFormProps) {
  const [form, report] = useTwinForm();
  return (
    <ReadingFrame {...props} form={form}>
      <Scripted
        meter={props.meter}
        action={props.action}
        report={report}
        carry={[readingFormId(props.meter)]}
        fallback={<PlainReadingFields {...props} />}
      />
    </ReadingFrame>
  );
}

/** The form around the fields, kept across the swap. `form`: conform's form props once its fields are in place. */
function ReadingFrame({
  meter: m,
  address,
  action,
  form,
  children,
}: ReadingFormProps & { form?: object; children: ReactNode }) {
  const { t } = useTranslation("meters");
  const busy = useIsPending({ match: (posted) => posted.get("MeterId") === String(m.id) });
  const id = readingFormId(m);
  return (
    <Form
      method="post"
      action={`${href("/meters")}${address ? `?${new URLSearchParams({ address })}` : ""}`}
      id={id}
      {...form}
      data-carry={id}
      className={css({ display: "grid", gap: "2", maxW: "md" })}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="MeterId" value={m.id} />
      {address ? <input type="hidden" name="address" value={address} /> : null}
      {children}
      {action?.abnormal ? (
        <div id={`${id}-abnormal`} role="alert" className={warning.root}>
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
        <button
          type="submit"
          className={button({ variant: action?.abnormal ? "secondary" : "primary" })}
          disabled={busy}
        >
          {t(m.submitKey)}
        </button>
      </div>
    </Form>
  );
}

/** The fields without conform: the server's answer (errors, the typed figures) shown as conform would show it. */
function PlainReadingFields({ meter: m, action }: ReadingFormProps) {
  return (
    <>
      {m.tariffs.map((tr) => {
        const field = plainField(readingFormId(m), tr.field, action?.result);
        const hintId = `${field.id}-hint`;
        return (
          <Field
            key={tr.field}
            id={field.id}
            label={tr.label}
            errorId={field.errorId}
            errors={field.errors}
            hint={tr.hint}
            hintId={tr.hint ? hintId : undefined}
          >
            <input
              {...plainControl(field, tr.hint ? hintId : undefined)}
              type="text"
              className={input()}
              inputMode="decimal"
              autoComplete="off"
              onInput={sanitizeOnInput}
            />
          </Field>
        );
      })}
    </>
  );
}

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
import type { MeterView, ReadingAnswer } from "./MeterList";

// One numeric field per tariff, named as the save payload (§5). It is a conform form (ReadingFormScripted.tsx),
// but nothing of conform is needed to show it or post it, only to check the figures before they go: the page
// renders this plain twin (the server's answer next to the fields) and conform's version takes its place after
// hydration, keeping what was typed and focused (decision 0019). So /meters hydrates without conform.

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

const Scripted = enhance(() => import("./ReadingFormScripted"));

export function ReadingForm(props: ReadingFormProps) {
  const id = readingFormId(props.meter);
  return <Scripted {...props} carry={[id]} fallback={<PlainReadingForm {...props} />} />;
}

/** The form around the fields, the same for both twins. `form`: conform's form props in the scripted one. */
export function ReadingFrame({ meter: m, address, action, form, children }: ReadingFormProps & { form?: object; children: ReactNode }) {
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
        <button type="submit" className={button({ variant: action?.abnormal ? "secondary" : "primary" })} disabled={busy}>
          {t(m.submitKey)}
        </button>
      </div>
    </Form>
  );
}

/** The twin without conform: the server's answer (errors, the typed figures) shown as conform would show it. */
function PlainReadingForm(props: ReadingFormProps) {
  const { meter: m, action } = props;
  return (
    <ReadingFrame {...props}>
      {m.tariffs.map((tr) => {
        const field = plainField(readingFormId(m), tr.field, action?.result);
        const hintId = `${field.id}-hint`;
        return (
          <Field key={tr.field} id={field.id} label={tr.label} errorId={field.errorId} errors={field.errors} hint={tr.hint} hintId={tr.hint ? hintId : undefined}>
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
    </ReadingFrame>
  );
}

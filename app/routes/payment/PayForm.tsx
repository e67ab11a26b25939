import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, type ComponentType, type FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { type FormProps, href, useFetcher } from "react-router";
import { css } from "styled-system/css";
import { button, choice, dataList, fieldset, text } from "styled-system/recipes";
import { useHydrated } from "~/ui/hooks";
import { TextField } from "~/ui/legacy/TextField";
import { useSubmitRule } from "~/ui/useSubmitRule";
import type { Route } from "./+types/pay";
import type { loader as quoteLoader } from "./quote";
import { paySchema } from "./pay.schema";
import { OnceField } from "~/ui/OnceField";

type PayPage = Route.ComponentProps["loaderData"];
/** What the pay page's loader says of the payment (no bills or payments). */
export type PayView = PayPage["view"];
type Quote = NonNullable<ReturnType<typeof useFetcher<typeof quoteLoader>>["data"]>["quote"];

interface Props {
  view: PayView;
  defaults: PayPage["defaults"];
  canSaveCard: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  busy: boolean;
}

const choices = choice();
const checkRow = choices.root;
const box = choices.control;
const group = fieldset();
const sums = dataList();

/** The payment form (§3 Payment form). With JS the commission shows as the resident types; without, on the review step. */
export function PayForm({ view, defaults, canSaveCard, lastResult, FormComponent, busy }: Props) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const schema = useMemo(() => paySchema(view.options), [view.options]);
  const [form, formFields] = useForm({
    id: `pay-${view.target}`,
    lastResult,
    defaultValue: { ...defaults, payInsurance: defaults.payInsurance ? "on" : undefined, allowCardSaving: undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // §5: with JS, pay is disabled while the sum (or the fine, or the e-mail for the check) is invalid, the
  // reason shown next to the field.
  const { blocked, fields } = useSubmitRule(form, formFields, schema);
  const fetcher = useFetcher<typeof quoteLoader>();
  const system = String(fields.paymentSystem.value ?? defaults.paymentSystem);
  const sum = String(fields.sum.value ?? "");
  const sumFine = String(fields.sumFine.value ?? "");
  const insurance = fields.payInsurance.value === "on";
  useEffect(() => {
    // The commission (§3) for what is on the form now, a moment after the resident stops typing.
    const query = new URLSearchParams({
      target: view.target,
      sum,
      sumFine,
      paymentSystem: system,
      payInsurance: insurance ? "on" : "",
    });
    const timer = setTimeout(() => fetcher.load(`${href("/payment/quote")}?${query}`), 300);
    return () => clearTimeout(timer);
    // fetcher.load is left out of the dependencies: reloading on it would loop.
  }, [view.target, sum, sumFine, system, insurance]);
  const saveCard = hydrated && fetcher.data ? fetcher.data.canSaveCard : canSaveCard;
  const quote = hydrated ? fetcher.data?.quote : undefined;
  return (
    <FormComponent
      method="post"
      action={href("/payment/pay/:target", { target: view.target })}
      {...getFormProps(form)}
      className={css({ display: "grid", gap: "3" })}
      aria-busy={busy || undefined}
    >
      <OnceField />
      {view.payAll ? (
        <p>
          {t("payment.total_due")}: <strong>{view.payAllMoney}</strong>
        </p>
      ) : (
        <>
          <TextField
            field={fields.sum}
            label={t("payment.amount")}
            hint={t("payment.amount_hint")}
            inputMode="decimal"
            autoComplete="off"
          />
          {view.options.separatedFine ? (
            <TextField field={fields.sumFine} label={t("payment.fine_amount")} inputMode="decimal" autoComplete="off" />
          ) : null}
        </>
      )}
      {view.systems.length > 1 ? (
        <fieldset className={group.root}>
          <legend className={group.legend}>{t("payment.payment_system")}</legend>
          {view.systems.map((s) => (
            <label key={`${fields.paymentSystem.key}-${s.name}`} className={checkRow}>
              <input
                type="radio"
                name={fields.paymentSystem.name}
                value={s.name}
                defaultChecked={(fields.paymentSystem.initialValue ?? defaults.paymentSystem) === s.name}
                className={box}
              />
              {s.displayName}
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <input type="hidden" name={fields.paymentSystem.name} value={defaults.paymentSystem} />
          {view.systems[0] ? <p>{t("payment.payment_system_only", { name: view.systems[0].displayName })}</p> : null}
        </>
      )}
      {view.insuranceKopecks > 0 ? (
        <div className={checkRow}>
          <input
            {...getInputProps(fields.payInsurance, { type: "checkbox" })}
            key={fields.payInsurance.key}
            className={box}
          />
          <label htmlFor={fields.payInsurance.id}>{t("payment.pay_insurance", { sum: view.insuranceMoney })}</label>
        </div>
      ) : null}
      {saveCard ? (
        <div className={checkRow}>
          <input
            {...getInputProps(fields.allowCardSaving, { type: "checkbox" })}
            key={fields.allowCardSaving.key}
            className={box}
          />
          <label htmlFor={fields.allowCardSaving.id}>{t("payment.allow_card_saving")}</label>
        </div>
      ) : null}
      {view.options.needsEmail ? (
        <TextField
          field={fields.email}
          label={t("payment.email_for_payment")}
          hint={t("payment.email_for_payment_hint")}
          type="email"
          autoComplete="email"
        />
      ) : null}
      {hydrated ? <QuoteLines quote={quote} loading={fetcher.state !== "idle"} /> : null}
      <div>
        <button
          type="submit"
          name="intent"
          value={hydrated ? "pay" : "review"}
          className={button()}
          disabled={busy || blocked}
        >
          {busy ? t("payment.redirecting") : hydrated ? t("payment.go_to_payment") : t("payment.continue")}
        </button>
      </div>
    </FormComponent>
  );
}

/** TotalSum and Comission (§3 Commission), formatted by the server; the commission line is left out when HideComissionInfo. */
export function QuoteLines({ quote, loading }: { quote: Quote | undefined; loading?: boolean }) {
  const { t } = useTranslation("payment");
  return (
    <div aria-live="polite" className={css({ minH: "12" })}>
      {quote ? (
        <dl className={sums.root}>
          {quote.hide ? null : (
            <div className={sums.item}>
              <dt>{t("payment.commission")}</dt>
              <dd>{quote.commission}</dd>
            </div>
          )}
          <div className={sums.item}>
            <dt>{quote.hide ? t("payment.total") : t("payment.total_sum")}</dt>
            <dd className={text({ variant: "strong" })}>{quote.totalSum}</dd>
          </div>
        </dl>
      ) : loading ? (
        <p className={text()}>{t("payment.commission_loading")}</p>
      ) : null}
    </div>
  );
}

/** Whose debt is paid: the account's address, or the list of accounts when paying for all. */
export function PayingFor({ view }: { view: PayView }) {
  const { t } = useTranslation("payment");
  return view.address ? <p>{view.address}</p> : <p>{t("payment.paid_accounts", { idents: view.idents.join(", ") })}</p>;
}

export function CardNote() {
  const { t } = useTranslation("payment");
  return <p className={text({ variant: "hint" })}>{t("payment.card_note")}</p>;
}

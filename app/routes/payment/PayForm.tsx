import { useEffect, type ComponentType, type FormHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher, type Fetcher, type FormProps } from "react-router";
import { css } from "styled-system/css";
import { dataList, jsOnly, noJsOnly, text } from "styled-system/recipes";
import { amountInput } from "~/domain/payment/amount";
import { payForm, type Amounts, type PayFormInput } from "~/domain/payment/pay-form";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm, type Reply, type Values } from "~/ui/form";
import { useHydrated } from "~/ui/hooks";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import { useNumbers } from "~/ui/useNumbers";
import type { Route } from "./+types/pay";
import { CheckField, RadioGroup } from "./Choices";
import type { loader as quoteLoader } from "./quote";

type PayPage = Route.ComponentProps["loaderData"];
/** What the pay page's loader says of the payment (no bills or payments). */
export type PayView = PayPage["view"];
type Quote = NonNullable<ReturnType<typeof useFetcher<typeof quoteLoader>>["data"]>["quote"];

interface Props {
  view: PayView;
  defaults: PayPage["defaults"];
  canSaveCard: boolean;
  /** The pay action's answer to this form's last post. */
  reply: Reply | undefined;
  /** React Router's Form on the page, a fetcher's Form in the dialog: the same markup posts either way. */
  FormComponent: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  /** The dialog's fetcher: the answer comes back to the dialog. */
  fetcher?: Pick<Fetcher, "state">;
}

const sums = dataList();
const str = (v: Values[string]) => (typeof v === "string" ? v : "");

/**
 * The payment form (§3 Payment form). §5: pay is disabled while the sum (or the separate fine, or the e-mail for
 * the check) is wrong. With JS the commission shows as the resident types and the button goes to the payment
 * page; without, it leads to the review step, which shows the commission first (the same button, its intent set
 * once the page runs).
 */
export function PayForm({ view, defaults, canSaveCard, reply, FormComponent, fetcher }: Props) {
  const { t, i18n } = useTranslation("payment");
  const { money } = useNumbers();
  const hydrated = useHydrated();
  const form = useForm({
    id: `pay-${view.target}`,
    reply,
    defaults: {
      sum: amountInput(defaults.sum, i18n.language),
      sumFine: amountInput(defaults.fine, i18n.language),
      paymentSystem: defaults.paymentSystem,
      payInsurance: defaults.payInsurance ? "on" : "",
    },
    rule: (input: PayFormInput) => payForm(input, view.options),
    disable: true,
    fetcher,
  });
  const quote = useQuote(view.target, form.values);
  const saveCard = quote.data ? quote.data.canSaveCard : canSaveCard;
  return (
    <FormComponent
      method="post"
      action={href("/payment/pay/:target", { target: view.target })}
      {...form.props}
      // The server words a wrong e-mail (§5), not the browser's own check of type="email".
      noValidate
      className={css({ display: "grid", gap: "3" })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      {view.payAll ? (
        <p>
          {t("payment.total_due")}: <strong>{money(view.payAllKopecks)}</strong>
        </p>
      ) : (
        <>
          <TextField
            field={form.field("sum")}
            label={t("payment.amount")}
            hint={t("payment.amount_hint")}
            inputMode="decimal"
            autoComplete="off"
          />
          {view.options.separatedFine ? (
            <TextField
              field={form.field("sumFine")}
              label={t("payment.fine_amount")}
              inputMode="decimal"
              autoComplete="off"
            />
          ) : null}
        </>
      )}
      {view.systems.length > 1 ? (
        <RadioGroup
          field={form.field("paymentSystem")}
          legend={t("payment.payment_system")}
          options={view.systems.map((s) => ({ value: s.name, label: s.displayName }))}
        />
      ) : (
        <>
          <input type="hidden" name="paymentSystem" value={defaults.paymentSystem} />
          {view.systems[0] ? <p>{t("payment.payment_system_only", { name: view.systems[0].displayName })}</p> : null}
        </>
      )}
      {view.insuranceKopecks > 0 ? (
        <CheckField
          field={form.field("payInsurance")}
          label={t("payment.pay_insurance", { sum: money(view.insuranceKopecks) })}
          hint={t("payment.pay_insurance_hint")}
        />
      ) : null}
      {saveCard ? <CheckField field={form.field("allowCardSaving")} label={t("payment.allow_card_saving")} /> : null}
      {view.options.needsEmail ? (
        <TextField
          field={form.field("email")}
          label={t("payment.email_for_payment")}
          hint={t("payment.email_for_payment_hint")}
          type="email"
          autoComplete="email"
        />
      ) : null}
      <div className={jsOnly()}>
        <QuoteLines quote={quote.data?.quote} amounts={quote.data?.amounts} loading={quote.state !== "idle"} />
      </div>
      <SubmitButton form={form} busy={form.busy} name="intent" value={hydrated ? "pay" : "review"}>
        {form.busy ? (
          t("payment.redirecting")
        ) : (
          <>
            <span className={jsOnly()}>{t("payment.go_to_payment")}</span>
            <span className={noJsOnly()}>{t("payment.continue")}</span>
          </>
        )}
      </SubmitButton>
    </FormComponent>
  );
}

/** The commission (§3) and card saving for what is on the form now, asked a moment after the resident stops typing. */
function useQuote(target: string, values: Values) {
  const fetcher = useFetcher<typeof quoteLoader>();
  const sum = str(values.sum);
  const sumFine = str(values.sumFine);
  const system = str(values.paymentSystem);
  const insurance = values.payInsurance === "on";
  const { load } = fetcher;
  useEffect(() => {
    const query = new URLSearchParams({
      target,
      sum,
      sumFine,
      paymentSystem: system,
      payInsurance: insurance ? "on" : "",
    });
    const timer = setTimeout(() => void load(`${href("/payment/quote")}?${query}`), 300);
    return () => clearTimeout(timer);
  }, [load, target, sum, sumFine, system, insurance]);
  return fetcher;
}

/**
 * TotalSum and Comission (§3 Commission); the commission line is left out when HideComissionInfo. Given the
 * amounts, what the total is made of comes first: the sum, the fine and the insurance when there are any.
 */
export function QuoteLines({
  quote,
  amounts,
  loading,
}: {
  quote: Quote | undefined;
  amounts?: Amounts | null;
  loading?: boolean;
}) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const parts = amounts
    ? [
        { label: t("payment.sum"), kopecks: amounts.sum },
        { label: t("payment.sum_fine"), kopecks: amounts.fine },
        { label: t("payment.insurance_sum"), kopecks: amounts.insurance },
      ].filter((part) => part.kopecks > 0)
    : [];
  return (
    <div aria-live="polite" className={css({ minH: "12" })}>
      {quote ? (
        <dl className={sums.root}>
          {parts.map((part) => (
            <div key={part.label} className={sums.item}>
              <dt>{part.label}</dt>
              <dd>{money(part.kopecks)}</dd>
            </div>
          ))}
          {quote.hide ? null : (
            <div className={sums.item}>
              <dt>{t("payment.commission")}</dt>
              <dd>{money(quote.commission)}</dd>
            </div>
          )}
          <div className={sums.item}>
            <dt>{quote.hide ? t("payment.total") : t("payment.total_sum")}</dt>
            <dd className={text({ variant: "strong" })}>{money(quote.totalSum)}</dd>
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

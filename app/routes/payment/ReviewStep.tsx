import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, choice, dataList, heading } from "styled-system/recipes";
import { amountInput } from "~/domain/payment/amount";
import { useIsPending } from "~/ui/hooks";
import { OnceField } from "~/ui/OnceField";
import { useNumbers } from "~/ui/useNumbers";
import type { Route } from "./+types/pay";
import { QuoteLines, type PayView } from "./PayForm";

/** The pay action's answer to "review": what the resident confirms. */
type Review = NonNullable<NonNullable<Route.ComponentProps["actionData"]>["review"]>;

const sums = dataList();
const cardSaving = choice();

/** Without JS: what will be paid, with the commission, before going to the payment page (§3 Commission). */
export function ReviewStep({ view, review }: { view: PayView; review: Review }) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const busy = useIsPending();
  const { values, amounts } = review;
  const system = view.systems.find((s) => s.name === values.paymentSystem);
  return (
    <Form method="post" className={css({ display: "grid", gap: "3" })}>
      <OnceField />
      <h2 className={heading()}>{t("payment.review_title")}</h2>
      {/* The form's own fields, posted back as the form would (a point for the decimals). */}
      <input type="hidden" name="sum" value={amountInput(amounts.sum)} />
      <input type="hidden" name="sumFine" value={amountInput(values.fine)} />
      <input type="hidden" name="paymentSystem" value={values.paymentSystem} />
      {values.payInsurance ? <input type="hidden" name="payInsurance" value="on" /> : null}
      {values.email ? <input type="hidden" name="email" value={values.email} /> : null}
      <dl className={sums.root}>
        <div className={sums.item}>
          <dt>{t("payment.sum")}</dt>
          <dd>{money(amounts.sum)}</dd>
        </div>
        {amounts.fine > 0 ? (
          <div className={sums.item}>
            <dt>{t("payment.sum_fine")}</dt>
            <dd>{money(amounts.fine)}</dd>
          </div>
        ) : null}
        {amounts.insurance > 0 ? (
          <div className={sums.item}>
            <dt>{t("payment.insurance_sum")}</dt>
            <dd>{money(amounts.insurance)}</dd>
          </div>
        ) : null}
        {system ? (
          <div className={sums.item}>
            <dt>{t("payment.payment_system")}</dt>
            <dd>{system.displayName}</dd>
          </div>
        ) : null}
        {values.email ? (
          <div className={sums.item}>
            <dt>{t("payment.email_for_payment")}</dt>
            <dd>{values.email}</dd>
          </div>
        ) : null}
      </dl>
      <QuoteLines quote={review.quote} />
      {review.canSaveCard ? (
        <div className={cardSaving.root}>
          <input
            id="review-card-saving"
            type="checkbox"
            name="allowCardSaving"
            defaultChecked={values.allowCardSaving}
            className={cardSaving.control}
          />
          <label htmlFor="review-card-saving">{t("payment.allow_card_saving")}</label>
        </div>
      ) : null}
      <div className={buttonGroup()}>
        <button type="submit" name="intent" value="pay" className={button()} disabled={busy}>
          {t("payment.go_to_payment")}
        </button>
        <button type="submit" name="intent" value="edit" className={button({ variant: "secondary" })}>
          {t("payment.change")}
        </button>
      </div>
    </Form>
  );
}

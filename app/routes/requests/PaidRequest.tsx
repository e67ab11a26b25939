import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, heading } from "styled-system/recipes";
import { payOnlineRule } from "~/domain/requests/paid";
import { canPay } from "~/domain/requests/status";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { ChatAnswer, RequestItem } from "./types";

const PAID_ID = "paid-request";

/**
 * The paid-request block of the chat: what is paid for, the sum, pay online or in cash (§2.3, §4). Online, the
 * resident chooses how much to pay with bonuses (all they have to start with, less or none; the provider's
 * allowed amount is checked on sending). The result of paying online comes back in the hash and shows in the
 * notices channel (the requests page).
 */
export function PaidRequest({
  request,
  action,
  answer,
}: {
  request: RequestItem;
  action: string;
  answer?: ChatAnswer;
}) {
  const { t } = useTranslation("requests");
  const form = useForm({
    id: `${PAID_ID}-online`,
    reply: answer?.intent === "pay-online" ? answer.result : undefined,
    defaults: { bonus: request.bonusInput },
    rule: payOnlineRule,
  });
  if (!canPay(request)) return null;
  return (
    <section
      id={PAID_ID}
      aria-labelledby={`${PAID_ID}-heading`}
      className={css({ display: "grid", gap: "2", p: "3", borderRadius: "md", bg: "muted", scrollMarginTop: "4" })}
    >
      <h3 id={`${PAID_ID}-heading`} className={heading({ level: "card" })}>
        {t("requests.paid_title")}
      </h3>
      {request.PaidServiceText ? <p>{request.PaidServiceText}</p> : null}
      {request.paidSum !== null ? <p>{t("requests.paid_sum", { sum: request.paidSum })}</p> : null}
      <Form
        method="post"
        action={`${action}#${PAID_ID}`}
        reloadDocument
        {...form.props}
        className={css({ display: "grid", gap: "2" })}
      >
        <ErrorSummary form={form} />
        <OnceField />
        <input type="hidden" name="intent" value="pay-online" />
        {request.bonusSum !== null ? (
          <TextField
            field={form.field("bonus")}
            label={t("requests.paid_bonus_label")}
            hint={t("requests.paid_bonus", { sum: request.bonusSum })}
            inputMode="decimal"
            autoComplete="off"
          />
        ) : null}
        <SubmitButton form={form} busy={form.busy}>
          {t("requests.pay_online")}
        </SubmitButton>
      </Form>
      <div className={buttonGroup()}>
        <Form method="post" action={action}>
          <OnceField />
          <input type="hidden" name="intent" value="pay-cash" />
          <button type="submit" className={button({ variant: "secondary", size: "sm" })}>
            {t("requests.pay_cash")}
          </button>
        </Form>
      </div>
    </section>
  );
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, heading, text } from "styled-system/recipes";
import { canPay } from "~/domain/requests/status";
import type { RequestItem } from "./types";
import { OnceField } from "~/ui/OnceField";
import { useNumbers } from "~/ui/useNumbers";
import { toKopecks } from "~/domain/payment/amount";

/** The paid-request block of the chat: what is paid for, the sum, pay online or in cash (§2.3, §4). */
export function PaidRequest({ request, action }: { request: RequestItem; action: string }) {
  const { t } = useTranslation("requests");
  const { money } = useNumbers();
  const result = usePaymentResult();
  if (!canPay(request) && !result) return null;
  return (
    <section aria-labelledby="paid-heading" className={css({ display: "grid", gap: "2", p: "3", borderRadius: "md", bg: "muted" })}>
      <h3 id="paid-heading" className={heading({ level: "card" })}>
        {t("requests.paid_title")}
      </h3>
      {result ? <p role="status">{t(result === "success" ? "requests.payment_successful" : "requests.payment_failed")}</p> : null}
      {canPay(request) ? (
        <>
          {request.PaidServiceText ? <p>{request.PaidServiceText}</p> : null}
          {request.PaidSumm !== null && request.PaidSumm !== undefined ? (
            <p>{t("requests.paid_sum", { sum: money(toKopecks(request.PaidSumm)) })}</p>
          ) : null}
          {request.BonusAmount > 0 ? <p className={text({ variant: "small" })}>{t("requests.paid_bonus", { sum: money(toKopecks(request.BonusAmount)) })}</p> : null}
          <div className={buttonGroup()}>
            <Form method="post" action={action} reloadDocument>
              <OnceField />
              <input type="hidden" name="intent" value="pay-online" />
              <button type="submit" className={button({ size: "sm" })}>
                {t("requests.pay_online")}
              </button>
            </Form>
            <Form method="post" action={action}>
              <OnceField />
              <input type="hidden" name="intent" value="pay-cash" />
              <button type="submit" className={button({ variant: "secondary", size: "sm" })}>
                {t("requests.pay_cash")}
              </button>
            </Form>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The return from the payment page: the URL hash ends in paymentSuccess or paymentFail, shown 1 s after mount (§2.3). */
function usePaymentResult(): "success" | "fail" | null {
  const [result, setResult] = useState<"success" | "fail" | null>(null);
  useEffect(() => {
    const hash = window.location.hash;
    const found = hash.endsWith("paymentSuccess") ? "success" : hash.endsWith("paymentFail") ? "fail" : null;
    if (!found) return;
    const timer = setTimeout(() => setResult(found), 1000);
    return () => clearTimeout(timer);
  }, []);
  return result;
}

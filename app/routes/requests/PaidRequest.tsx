import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, heading, text } from "styled-system/recipes";
import { canPay } from "~/domain/requests/status";
import type { RequestItem } from "./types";
import { OnceField } from "~/ui/OnceField";

/**
 * The paid-request block of the chat: what is paid for, the sum, pay online or in cash (§2.3, §4). The result of
 * paying online comes back in the hash and shows in the notices channel (the requests page).
 */
export function PaidRequest({ request, action }: { request: RequestItem; action: string }) {
  const { t } = useTranslation("requests");
  if (!canPay(request)) return null;
  return (
    <section
      aria-labelledby="paid-heading"
      className={css({ display: "grid", gap: "2", p: "3", borderRadius: "md", bg: "muted" })}
    >
      <h3 id="paid-heading" className={heading({ level: "card" })}>
        {t("requests.paid_title")}
      </h3>
      {request.PaidServiceText ? <p>{request.PaidServiceText}</p> : null}
      {request.paidSum !== null ? <p>{t("requests.paid_sum", { sum: request.paidSum })}</p> : null}
      {request.bonusSum !== null ? (
        <p className={text({ variant: "small" })}>{t("requests.paid_bonus", { sum: request.bonusSum })}</p>
      ) : null}
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
    </section>
  );
}

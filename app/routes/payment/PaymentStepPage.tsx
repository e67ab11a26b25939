import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { card, heading, link, page } from "styled-system/recipes";

/** A payment form as a page of its own (without JS): the way back to the accounts, the title, the card. */
export function PaymentStepPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("payment");
  return (
    <div className={page({ width: "form" })}>
      <p>
        <Link to={href("/payment")} className={link()}>
          {t("payment.back_to_accounts")}
        </Link>
      </p>
      <h1 className={heading({ level: "page" })}>{title}</h1>
      <section className={card({ stack: true })}>{children}</section>
    </div>
  );
}

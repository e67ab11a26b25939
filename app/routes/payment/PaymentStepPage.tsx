import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { card } from "styled-system/recipes";

/** A payment form as a page of its own (without JS): the way back to the accounts, the title, the card. */
export function PaymentStepPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("payment");
  return (
    <div className={css({ display: "grid", gap: "4", maxW: "717px" })}>
      <p>
        <Link to="/payment" className={css({ color: "brand", textDecoration: "underline" })}>
          {t("payment.back_to_accounts")}
        </Link>
      </p>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{title}</h1>
      <section className={`${card()} ${css({ display: "grid", gap: "3" })}`}>{children}</section>
    </div>
  );
}

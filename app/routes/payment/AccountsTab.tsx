import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { button, buttonGroup, card, dataList, heading, text } from "styled-system/recipes";
import { isDebt } from "~/domain/payment/accounts";
import { payAllTotals, toKopecks } from "~/domain/payment/amount";
import { useNumbers } from "~/ui/useNumbers";
import { AddAccountLink } from "../accounts/AddAccountLink";
import { DeleteAccountLink } from "../accounts/DeleteAccountLink";
import { InsuranceLink } from "./InsuranceLink";
import { InvoiceLink, PayLink } from "./PayLinks";
import type { AccountInfo } from "./payment.server";

interface Props {
  accounts: AccountInfo[];
  canPayAll: boolean;
  settings: { highlightDebt: boolean; updateWarning: boolean; separatedFine: boolean };
}

/** The personal-accounts tab (§2.3, §3 Account info): what each account owes and what can be done with it. */
export function AccountsTab({ accounts, canPayAll, settings }: Props) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  if (accounts.length === 0) {
    return (
      <section className={card({ stack: true })}>
        <p>{t("payment.no_accounts")}</p>
        {/* The way on from here (issue 31 item 12): a page that only said "none" was a dead end. */}
        <AddAccountLink />
      </section>
    );
  }
  const all = payAllTotals(accounts);
  return (
    <section aria-label={t("payment.tab_accounts")} className={css({ display: "grid", gap: "4" })}>
      {settings.updateWarning ? <p className={text()}>{t("payment.update_warning")}</p> : null}
      {canPayAll && all.idents.length > 0 ? (
        <div
          className={cx(
            card(),
            css({ display: "flex", gap: "4", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }),
          )}
        >
          <p>
            {t("payment.total_due")}: <strong>{money(all.sum + all.fine)}</strong>
          </p>
          <PayLink target="all" className={button()} label={t("payment.pay_all")} title={t("payment.pay_all_title")} />
        </div>
      ) : null}
      <ul className={css({ display: "grid", gap: "4" })}>
        {accounts.map((a) => (
          <li key={a.Ident}>
            <AccountCard account={a} settings={settings} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const sums = dataList();

function AccountCard({ account: a, settings }: { account: AccountInfo; settings: Props["settings"] }) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const headingId = `account-${a.AccountID}`;
  const red = settings.highlightDebt && isDebt(a.Sum);
  // Nothing owed (a zero or overpaid balance, no fine): said in words, and paying ahead is not the main action.
  const owes = isDebt(a.Sum) || isDebt(a.SumFine);
  return (
    <article className={card({ stack: true })} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={heading()}>
          {t("payment.account", { ident: a.Ident })}
        </h2>
        <p>{a.Address}</p>
        {a.CompanyName ? (
          <p className={text({ variant: "hint" })}>
            {t("payment.company")}: {a.CompanyName}
          </p>
        ) : null}
      </div>
      <dl className={sums.root}>
        <div className={sums.item}>
          <dt>{t("payment.sum")}</dt>
          <dd className={text({ variant: "strong", danger: red })} data-debt={red ? "" : undefined}>
            {money(toKopecks(a.Sum))}
          </dd>
        </div>
        {a.SumFine > 0 || settings.separatedFine ? (
          <div className={sums.item}>
            <dt>{t("payment.sum_fine")}</dt>
            <dd>{money(toKopecks(a.SumFine))}</dd>
          </div>
        ) : null}
        {a.InsuranceSum > 0 ? (
          <div className={sums.item}>
            <dt>{t("payment.insurance_sum")}</dt>
            <dd>{money(toKopecks(a.InsuranceSum))}</dd>
          </div>
        ) : null}
      </dl>
      {a.DebtActualDate ? (
        <p className={text({ variant: "hint" })}>{t("payment.debt_actual_date", { date: a.DebtActualDate })}</p>
      ) : null}
      <div className={buttonGroup()}>
        {a.IsClosed ? (
          <p>{t("payment.closed")}</p>
        ) : (
          <>
            {owes || a.PaymentMode === "Invoice" ? null : (
              <p className={text({ variant: "strong" })}>{t("payment.no_debt")}</p>
            )}
            {/* §3 PaymentMode: an account paid by invoices is paid by them, any other by its sum. Offering
                invoices on every account led to «Неоплаченных счетов нет» (issue 31 item 11). */}
            {a.PaymentMode === "Invoice" ? (
              <InvoiceLink
                accountId={a.AccountID}
                ident={a.Ident}
                className={button()}
                label={t("payment.pay_invoice")}
                ariaLabel={t("payment.pay_invoice_label", { ident: a.Ident })}
              />
            ) : (
              <PayLink
                target={String(a.AccountID)}
                className={button(owes ? undefined : { variant: "secondary" })}
                label={t("payment.pay")}
                ariaLabel={t("payment.pay_label", { ident: a.Ident })}
                title={t("payment.pay_title", { ident: a.Ident })}
              />
            )}
          </>
        )}
        {a.InsuranceSum > 0 ? <InsuranceLink accountId={a.AccountID} ident={a.Ident} /> : null}
        <DeleteAccountLink ident={a.Ident} address={a.Address} returnTo="/payment" />
      </div>
    </article>
  );
}

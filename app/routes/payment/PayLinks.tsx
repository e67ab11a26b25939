import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { DialogLink } from "~/ui/Dialog";
import { enhance } from "~/ui/enhance";

// The forms' code (conform, zod, the commission fetcher) loads with the dialog, not with the accounts tab.
const PayDialog = enhance(() => import("./PayDialog"));
const InvoiceDialog = enhance(() => import("./InvoiceDialog"));

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t("app.loading")}</p>;
}

interface LinkProps {
  className: string;
  label: string;
  ariaLabel?: string;
}

/** Payment by account, or for all accounts ("all"): the pay page without JS, the same form in a dialog with JS. */
export function PayLink({ target, title, ...link }: LinkProps & { target: string; title: string }) {
  return (
    <DialogLink to={href("/payment/pay/:target", { target })} title={title} {...link}>
      {() => <PayDialog target={target} fallback={<Loading />} />}
    </DialogLink>
  );
}

/** Payment by invoice: the invoices page without JS, a dialog with JS. */
export function InvoiceLink({ accountId, ident, ...link }: LinkProps & { accountId: number; ident: string }) {
  const { t } = useTranslation("payment");
  return (
    <DialogLink
      to={href("/payment/invoices/:accountId", { accountId: String(accountId) })}
      title={t("payment.invoices_title", { ident })}
      {...link}
    >
      {() => <InvoiceDialog accountId={accountId} fallback={<Loading />} />}
    </DialogLink>
  );
}

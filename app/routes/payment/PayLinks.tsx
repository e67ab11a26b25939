import { lazy, Suspense } from "react";
import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { DialogLink } from "~/ui/Dialog";

// The forms' code (the form, its rule, the commission fetcher) comes with the dialog's first opening, not with
// the accounts tab; pointing at or focusing a link starts loading it.
const loadPay = () => import("./PayDialog");
const loadInvoice = () => import("./InvoiceDialog");
const PayDialog = lazy(loadPay);
const InvoiceDialog = lazy(loadInvoice);
const preloadPay = () => void loadPay().catch(() => undefined);
const preloadInvoice = () => void loadInvoice().catch(() => undefined);

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
    <DialogLink to={href("/payment/pay/:target", { target })} title={title} preload={preloadPay} {...link}>
      {() => (
        <Suspense fallback={<Loading />}>
          <PayDialog target={target} />
        </Suspense>
      )}
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
      preload={preloadInvoice}
      {...link}
    >
      {() => (
        <Suspense fallback={<Loading />}>
          <InvoiceDialog accountId={accountId} />
        </Suspense>
      )}
    </DialogLink>
  );
}

import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DialogLink } from "~/ui/Dialog";

// The forms' code (conform, zod, the commission fetcher) loads with the dialog, not with the accounts tab.
const PayDialog = lazy(() => import("./PayDialog"));
const InvoiceDialog = lazy(() => import("./InvoiceDialog"));

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p role="status">{t("app.loading")}</p>}>{children}</Suspense>;
}

interface LinkProps {
  className: string;
  label: string;
  ariaLabel?: string;
}

/** Payment by account, or for all accounts ("all"): the pay page without JS, the same form in a dialog with JS. */
export function PayLink({ target, title, ...link }: LinkProps & { target: string; title: string }) {
  return (
    <DialogLink to={`/payment/pay/${target}`} title={title} {...link}>
      {() => (
        <Loading>
          <PayDialog target={target} />
        </Loading>
      )}
    </DialogLink>
  );
}

/** Payment by invoice: the invoices page without JS, a dialog with JS. */
export function InvoiceLink({ accountId, ident, ...link }: LinkProps & { accountId: number; ident: string }) {
  const { t } = useTranslation("payment");
  return (
    <DialogLink to={`/payment/invoices/${accountId}`} title={t("payment.invoices_title", { ident })} {...link}>
      {() => (
        <Loading>
          <InvoiceDialog accountId={accountId} />
        </Loading>
      )}
    </DialogLink>
  );
}

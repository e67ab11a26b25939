import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { InlineNotices } from "~/ui/Notices";
import { useIsPending } from "~/ui/hooks";
import { useRouteForm } from "~/ui/useRouteForm";
import type { action, loader } from "./invoices";
import { InvoiceForm } from "./InvoiceForm";

/** Payment by invoice in the accounts tab's dialog: loaded and posted through fetchers, the list stays in place. */
export default function InvoiceDialog({ accountId }: { accountId: number }) {
  const { t } = useTranslation("payment");
  const { data, send } = useRouteForm<typeof loader, typeof action>(`/payment/invoices/${accountId}`);
  const busy = useIsPending({ fetcher: send });
  if (!data) return <p role="status">{t("app.loading")}</p>;
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <InlineNotices notices={[...data.notices, ...(send.data?.notices ?? [])]} />
      <p>{data.account.address}</p>
      <InvoiceForm data={data} lastResult={send.data?.result} FormComponent={send.Form} busy={busy} />
    </div>
  );
}

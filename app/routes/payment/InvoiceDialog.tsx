import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Notices } from "~/ui/Notices";
import { useRouteForm } from "~/ui/useRouteForm";
import type { action, loader } from "./invoices";
import { InvoiceForm } from "./InvoiceForm";

/** Payment by invoice in the accounts tab's dialog: loaded and posted through fetchers, the list stays in place. */
export default function InvoiceDialog({ accountId }: { accountId: number }) {
  const { t } = useTranslation("payment");
  const { data, send } = useRouteForm<typeof loader, typeof action>(
    href("/payment/invoices/:accountId", { accountId: String(accountId) }),
  );
  if (!data) return <p role="status">{t("app.loading")}</p>;
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <Notices inline notices={send.data?.notices ?? []} />
      <p>{data.account.address}</p>
      <InvoiceForm data={data} reply={send.data?.result} FormComponent={send.Form} fetcher={send} />
    </div>
  );
}

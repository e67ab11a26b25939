import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { css } from "styled-system/css";
import { InlineNotices } from "~/ui/Notices";
import type { action, loader } from "./invoices";
import { InvoiceForm } from "./InvoiceForm";

/** Payment by invoice in the accounts tab's dialog: loaded and posted through fetchers, the list stays in place. */
export default function InvoiceDialog({ accountId }: { accountId: number }) {
  const { t } = useTranslation("payment");
  const load = useFetcher<typeof loader>();
  const send = useFetcher<typeof action>();
  const { load: fetch } = load;
  useEffect(() => {
    void fetch(`/payment/invoices/${accountId}`);
  }, [fetch, accountId]);
  if (!load.data) return <p role="status">{t("app.loading")}</p>;
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <InlineNotices notices={[...load.data.notices, ...(send.data?.notices ?? [])]} />
      <p>{load.data.account.address}</p>
      <InvoiceForm data={load.data} lastResult={send.data?.result} FormComponent={send.Form} busy={send.state !== "idle"} />
    </div>
  );
}

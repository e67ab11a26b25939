import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { action, loader } from "./add";
import { AddAccountForm } from "./AddAccountForm";

/** The add-account form inside Home's dialog: loaded and posted through fetchers, so Home stays in place. */
export default function AddAccountDialog() {
  const { t } = useTranslation();
  const load = useFetcher<typeof loader>();
  const send = useFetcher<typeof action>();
  const { load: fetch } = load;
  useEffect(() => {
    void fetch("/accounts/add");
  }, [fetch]);
  if (!load.data) return <p role="status">{t("app.loading")}</p>;
  return <AddAccountForm data={load.data} state={send.data} FormComponent={send.Form} busy={send.state !== "idle"} />;
}

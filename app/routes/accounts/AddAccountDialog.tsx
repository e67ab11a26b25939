import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { useRouteForm } from "~/ui/useRouteForm";
import type { action, loader } from "./add";
import { AddAccountForm } from "./AddAccountForm";

/** The add-account form inside Home's dialog: loaded and posted through fetchers, so Home stays in place. */
export default function AddAccountDialog() {
  const { t } = useTranslation();
  const { data, send } = useRouteForm<typeof loader, typeof action>(href("/accounts/add"));
  if (!data) return <p role="status">{t("app.loading")}</p>;
  return <AddAccountForm data={data} state={send.data} FormComponent={send.Form} fetcher={send} />;
}

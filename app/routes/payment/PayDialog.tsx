import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Notices } from "~/ui/Notices";
import { useRouteForm } from "~/ui/useRouteForm";
import type { action, loader } from "./pay";
import { CardNote, PayForm, PayingFor } from "./PayForm";

/**
 * The payment form inside the payment screen's dialog (§2.3 modal): loaded and posted through fetchers, so
 * the list stays in place. With JS the commission shows as the resident types, so there is no review step;
 * the action's answer is either the form with its errors or a full-page redirect to the payment page.
 */
export default function PayDialog({ target }: { target: string }) {
  const { t } = useTranslation("payment");
  const { data, send } = useRouteForm<typeof loader, typeof action>(href("/payment/pay/:target", { target }));
  if (!data) return <p role="status">{t("app.loading")}</p>;
  const { view, defaults, canSaveCard } = data;
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <Notices inline notices={send.data?.notices ?? []} />
      <PayingFor view={view} />
      <PayForm
        view={view}
        defaults={defaults}
        canSaveCard={canSaveCard}
        reply={send.data?.result}
        FormComponent={send.Form}
        fetcher={send}
      />
      <CardNote />
    </div>
  );
}

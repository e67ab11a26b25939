import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { DialogLink } from "~/ui/Dialog";

export const insurancePath = (accountId: number) =>
  href("/payment/insurance/:accountId", { accountId: String(accountId) });

/** The confirm step of turning insurance off: a page without JS, the dialog's content with JS. */
export function InsuranceConfirm({
  accountId,
  ident,
  onCancel,
}: {
  accountId: number;
  ident: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("payment");
  return (
    <ConfirmForm
      question={t("payment.disable_insurance_question", { ident })}
      action={insurancePath(accountId)}
      confirmLabel={t("payment.disable_insurance_confirm")}
      cancelTo={href("/payment")}
      onCancel={onCancel}
    />
  );
}

/** "Turn off insurance" (§7 DisableAccountInsurance), confirmed first. */
export function InsuranceLink({ accountId, ident }: { accountId: number; ident: string }) {
  const { t } = useTranslation("payment");
  return (
    <DialogLink
      to={insurancePath(accountId)}
      className={button({ variant: "secondary", size: "sm" })}
      label={t("payment.disable_insurance")}
      ariaLabel={t("payment.disable_insurance_label", { ident })}
      title={t("payment.disable_insurance_title")}
      role="alertdialog"
    >
      {(close) => <InsuranceConfirm accountId={accountId} ident={ident} onCancel={close} />}
    </DialogLink>
  );
}

import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { DialogLink } from "~/ui/Dialog";

export const deletePath = (ident: string) => `/accounts/${encodeURIComponent(ident)}/delete`;

/** The question and its answers: the confirm page without JS, the dialog's content with JS. */
export function DeleteAccountConfirm({ ident, address, onCancel }: { ident: string; address: string; onCancel?: () => void }) {
  const { t } = useTranslation("accounts");
  return (
    <ConfirmForm
      question={t("accounts.delete_question", { ident, address })}
      action={deletePath(ident)}
      confirmLabel={t("accounts.delete_confirm")}
      cancelTo="/home"
      onCancel={onCancel}
    />
  );
}

/** "Delete" next to an account: the confirm page without JS, a confirmation dialog with JS (§5 Support). */
export function DeleteAccountLink({ ident, address }: { ident: string; address: string }) {
  const { t } = useTranslation("accounts");
  return (
    <DialogLink
      to={deletePath(ident)}
      className={button({ variant: "secondary", size: "sm" })}
      label={t("accounts.delete")}
      ariaLabel={t("accounts.delete_label", { ident })}
      title={t("accounts.delete_title")}
      role="alertdialog"
    >
      {(close) => <DeleteAccountConfirm ident={ident} address={address} onCancel={close} />}
    </DialogLink>
  );
}

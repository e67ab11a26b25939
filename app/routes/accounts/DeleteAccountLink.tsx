import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { DialogLink } from "~/ui/Dialog";

/** Where a deletion may return to besides Home: the payment screen lists accounts too (§2.3 Payment). */
export const DELETE_RETURN_PATHS = ["/home", "/payment"] as const;
export type DeleteReturnPath = (typeof DELETE_RETURN_PATHS)[number];

export const deletePath = (ident: string, returnTo: DeleteReturnPath = "/home") =>
  `${href("/accounts/:ident/delete", { ident })}${returnTo === "/home" ? "" : `?${new URLSearchParams({ returnTo })}`}`;

/** The question and its answers: the confirm page without JS, the dialog's content with JS. */
export function DeleteAccountConfirm({
  ident,
  address,
  onCancel,
  returnTo = "/home",
}: {
  ident: string;
  address: string;
  onCancel?: () => void;
  returnTo?: DeleteReturnPath;
}) {
  const { t } = useTranslation("accounts");
  return (
    <ConfirmForm
      question={t("accounts.delete_question", { ident, address })}
      action={deletePath(ident, returnTo)}
      confirmLabel={t("accounts.delete_confirm")}
      cancelTo={returnTo}
      onCancel={onCancel}
    />
  );
}

/** "Delete" next to an account: the confirm page without JS, a confirmation dialog with JS (§5 Support). */
export function DeleteAccountLink({
  ident,
  address,
  returnTo,
}: {
  ident: string;
  address: string;
  returnTo?: DeleteReturnPath;
}) {
  const { t } = useTranslation("accounts");
  return (
    <DialogLink
      to={deletePath(ident, returnTo)}
      className={button({ variant: "danger", size: "sm" })}
      label={t("accounts.delete")}
      ariaLabel={t("accounts.delete_label", { ident })}
      title={t("accounts.delete_title")}
      role="alertdialog"
    >
      {(close) => <DeleteAccountConfirm ident={ident} address={address} onCancel={close} returnTo={returnTo} />}
    </DialogLink>
  );
}

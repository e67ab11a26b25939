import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { pathIfBuilt } from "~/domain/navigation/routes";
import { DialogLink } from "~/ui/Dialog";
import { enhance } from "~/ui/enhance";

// The form's code (conform, zod) loads with the dialog, not with the page that offers it; through a step, so
// the page does not carry the list of the dialog's chunks either.
const AddAccountDialog = enhance(() => import("./AddAccountDialogLoader").then((m) => m.default()));

/** "Connect a personal account": the add page without JS, the same form in a dialog with JS. */
export function AddAccountLink() {
  const { t } = useTranslation(["accounts", "home"]);
  const to = pathIfBuilt("AddAccount");
  if (!to) return null;
  return (
    <DialogLink
      to={to}
      className={button({ variant: "primary" })}
      label={t("home.add_account")}
      title={t("accounts.add_title")}
    >
      {() => <AddAccountDialog fallback={<p role="status">{t("app.loading")}</p>} />}
    </DialogLink>
  );
}

import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { pathIfBuilt } from "~/domain/navigation/routes";
import { DialogLink } from "~/ui/Dialog";

// The form's code comes with the dialog's first opening, not with the page that offers it (Home, Meters);
// pointing at or focusing the link starts loading it.
const loadDialog = () => import("./AddAccountDialog");
const AddAccountDialog = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => undefined);

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
      preload={preload}
    >
      {() => (
        <Suspense fallback={<p role="status">{t("app.loading")}</p>}>
          <AddAccountDialog />
        </Suspense>
      )}
    </DialogLink>
  );
}

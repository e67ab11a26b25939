import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { DialogLink } from "~/ui/Dialog";
import { enhance } from "~/ui/enhance";

// The dialogs' contents load when a dialog first opens (or its link is hovered or focused), with the dialog's
// own code: the meters page shows only the links, and without JS each link is the confirm page itself.
const DeleteBody = enhance(() => import("./DeleteReadingConfirm"));
const VerifyBody = enhance(() => import("./VerifyConfirm"));
const preloadDelete = () => void DeleteBody.preload().catch(() => undefined);
const preloadVerify = () => void VerifyBody.preload().catch(() => undefined);

/** `to`: the confirm page (the loader's `links`). `meter`: the meter's label (app/domain/meters/name.ts), which the link's name and the question carry. */
export function DeleteReadingLink({
  id,
  address,
  meter,
  to,
}: {
  id: number;
  address: string | null;
  meter: string;
  to: string;
}) {
  const { t } = useTranslation("meters");
  return (
    <DialogLink
      to={to}
      className={button({ variant: "secondary", size: "sm" })}
      label={t("meters.delete_readings")}
      ariaLabel={`${t("meters.delete_readings")}: ${meter}`}
      title={t("meters.delete_title")}
      role="alertdialog"
      preload={preloadDelete}
    >
      {(close) => <DeleteBody id={id} address={address} meter={meter} onCancel={close} />}
    </DialogLink>
  );
}

/** "Order verification" (§5, §8): the confirm page without JS, the Нет/Да dialog with JS. */
export function VerifyLink({
  id,
  address,
  meter,
  to,
}: {
  id: number;
  address: string | null;
  meter: string;
  to: string;
}) {
  const { t } = useTranslation("meters");
  return (
    <DialogLink
      to={to}
      className={button({ variant: "secondary", size: "sm" })}
      label={t("meters.verify")}
      ariaLabel={`${t("meters.verify")}: ${meter}`}
      title={t("meters.verify_title")}
      role="alertdialog"
      preload={preloadVerify}
    >
      {(close) => <VerifyBody id={id} address={address} meter={meter} onCancel={close} />}
    </DialogLink>
  );
}

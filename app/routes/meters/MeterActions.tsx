import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { DialogLink } from "~/ui/Dialog";
import { enhance } from "~/ui/enhance";
import { withAddress } from "./with-address";

// The dialogs' contents load when a dialog first opens (or its link is hovered or focused), with the dialog's
// own code: the meters page shows only the links, and without JS each link is the confirm page itself.
const DeleteBody = enhance(() => import("./DeleteReadingConfirm"));
const VerifyBody = enhance(() => import("./VerifyConfirm"));
const preloadDelete = () => void DeleteBody.preload().catch(() => undefined);
const preloadVerify = () => void VerifyBody.preload().catch(() => undefined);

/** `meter`: the meter's label (app/domain/meters/name.ts), which the link's name and the question carry. */
export function DeleteReadingLink({ id, address, meter }: { id: number; address: string | null; meter: string }) {
  const { t } = useTranslation("meters");
  return (
    <DialogLink
      to={withAddress(href("/meters/:meterId/delete", { meterId: String(id) }), address)}
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
export function VerifyLink({ id, address, meter }: { id: number; address: string | null; meter: string }) {
  const { t } = useTranslation("meters");
  return (
    <DialogLink
      to={withAddress(href("/meters/:meterId/verify", { meterId: String(id) }), address)}
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

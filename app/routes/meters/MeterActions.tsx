import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { DialogLink } from "~/ui/Dialog";
import { VerifyConfirm } from "./VerifyConfirm";

const withAddress = (path: string, address: string | null) => (address ? `${path}?${new URLSearchParams({ address })}` : path);

/** The delete question (§8 Delete reading): the confirm page without JS, the dialog's content with JS. */
export function DeleteReadingConfirm({ id, address, meter, onCancel }: { id: number; address: string | null; meter: string; onCancel?: () => void }) {
  const { t } = useTranslation("meters");
  return (
    <ConfirmForm
      subject={t("meters.meter_subject", { meter })}
      question={t("meters.really_possible_to_delete_transmitted_meter_readings")}
      action={withAddress(href("/meters/:meterId/delete", { meterId: String(id) }), address)}
      confirmLabel={t("meters.delete_confirm")}
      cancelTo={`${href("/meters")}?open=${id}#meter-${id}`}
      onCancel={onCancel}
    />
  );
}

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
    >
      {(close) => <DeleteReadingConfirm id={id} address={address} meter={meter} onCancel={close} />}
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
    >
      {(close) => <VerifyConfirm id={id} address={address} meter={meter} onCancel={close} />}
    </DialogLink>
  );
}

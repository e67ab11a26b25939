import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { meterPath, withAddress } from "./with-address";

/** The delete question (§8 Delete reading): the confirm page without JS, the dialog's content with JS. */
export function DeleteReadingConfirm({
  id,
  address,
  meter,
  onCancel,
}: {
  id: number;
  address: string | null;
  meter: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("meters");
  return (
    <ConfirmForm
      subject={t("meters.meter_subject", { meter })}
      question={t("meters.really_possible_to_delete_transmitted_meter_readings")}
      action={withAddress(href("/meters/:meterId/delete", { meterId: String(id) }), address)}
      confirmLabel={t("meters.delete_confirm")}
      cancelTo={meterPath(id, address)}
      onCancel={onCancel}
    />
  );
}

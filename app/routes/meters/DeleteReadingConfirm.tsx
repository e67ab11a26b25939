import { href, Link } from "react-router";
import { css } from "styled-system/css";
import { button, callout, text } from "styled-system/recipes";
import { useTranslation } from "react-i18next";
import { ConfirmForm } from "~/ui/ConfirmForm";
import { meterPath, withAddress } from "./with-address";

/** The delete question (§8 Delete reading): the confirm page without JS, the dialog's content with JS. */
export function DeleteReadingConfirm({
  id,
  address,
  meter,
  allowed = true,
  onCancel,
}: {
  id: number;
  address: string | null;
  meter: string;
  /** Whether there is a reading of this period to delete (the confirm page may be opened by hand). */
  allowed?: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("meters");
  if (!allowed)
    return (
      <div className={css({ display: "grid", gap: "4" })}>
        <p className={text({ variant: "label" })}>{t("meters.meter_subject", { meter })}</p>
        <p className={callout({ kind: "neutral" }).root}>{t("meters.delete_nothing")}</p>
        <p>
          <Link to={meterPath(id, address)} className={button({ variant: "secondary" })}>
            {t("meters.back_to_meter")}
          </Link>
        </p>
      </div>
    );
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

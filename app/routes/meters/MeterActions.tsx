import { useTranslation } from "react-i18next";
import { button } from "styled-system/recipes";
import { DialogLink } from "~/ui/Dialog";
import { DeleteReadingConfirm } from "./DeleteReadingConfirm";
import { VerifyConfirm } from "./VerifyConfirm";

// Without JS each link is the confirm page itself; with JS it opens the same question in a dialog (whose Ark
// code loads on the first opening, app/ui/Dialog.tsx).

interface Props {
  id: number;
  address: string | null;
  /** The meter's label (app/domain/meters/name.ts), which the link's name and the question carry. */
  meter: string;
  /** The confirm page (the loader's `links`). */
  to: string;
}

/** "Delete readings" (§4, §8 Delete reading): the confirm page without JS, the question in a dialog with JS. */
export function DeleteReadingLink({ id, address, meter, to }: Props) {
  const { t } = useTranslation("meters");
  return (
    <DialogLink
      to={to}
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
export function VerifyLink({ id, address, meter, to }: Props) {
  const { t } = useTranslation("meters");
  return (
    <DialogLink
      to={to}
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

import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, Link, useFetcher, useRevalidator } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, callout, text } from "styled-system/recipes";
import { useIsPending } from "~/ui/hooks";
import { Notices } from "~/ui/Notices";
import type { VerifyAnswer } from "./types";
import { meterPath } from "./with-address";

/** §9: the verification dialog closes by itself 10 s after the answer. */
const CLOSE_AFTER_MS = 10_000;

const path = (id: number) => href("/meters/:meterId/verify", { meterId: String(id) });

interface Props {
  id: number;
  address: string | null;
  meter: string;
  /** §5: whether a verification may be ordered for this meter now (the confirm page may be opened by hand). */
  allowed?: boolean;
  /** In the dialog: closes it (Нет, and 10 s after the answer). */
  onCancel?: () => void;
}

/**
 * 'Создать заявку на поверку?' with Нет/Да (§8). On the confirm page (no JS) Да posts and the page goes back to
 * the meter with the answer as a notice; in the dialog Да posts through a fetcher and the answer shows in it.
 */
export function VerifyConfirm({ id, address, meter, allowed = true, onCancel }: Props) {
  const { t } = useTranslation("meters");
  if (onCancel) return <VerifyInDialog id={id} meter={meter} onClose={onCancel} />;
  const back = meterPath(id, address);
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <p className={text({ variant: "label" })}>{t("meters.meter_subject", { meter })}</p>
      {allowed ? (
        <>
          <p>{t("meters.verify_question")}</p>
          <div className={buttonGroup()}>
            <Link to={back} className={button({ variant: "secondary" })}>
              {t("meters.verify_no")}
            </Link>
            <Form method="post" action={path(id)}>
              {address ? <input type="hidden" name="address" value={address} /> : null}
              <button type="submit" className={button()}>
                {t("meters.verify_yes")}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className={callout({ kind: "neutral" }).root}>{t("meters.verify_unavailable")}</p>
          <p>
            <Link to={back} className={button({ variant: "secondary" })}>
              {t("meters.back_to_meter")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

function VerifyInDialog({ id, meter, onClose }: { id: number; meter: string; onClose: () => void }) {
  const { t } = useTranslation("meters");
  const fetcher = useFetcher<VerifyAnswer>();
  const busy = useIsPending({ fetcher });
  const revalidator = useRevalidator();
  // Refs: the parent re-renders with a new onClose, and the revalidator changes while it runs; neither may
  // restart the 10 s timer or fire the refresh again.
  const close = useRef(onClose);
  const refresh = useRef(revalidator.revalidate);
  useEffect(() => {
    close.current = onClose;
    refresh.current = revalidator.revalidate;
  });
  const answered = useRef(false);
  const answer = fetcher.data;
  const ok = answer?.ok === true;
  useEffect(() => {
    if (!ok) return;
    answered.current = true;
    const timer = setTimeout(() => close.current(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ok]);
  // The page is not refreshed while the dialog shows the answer (it would take the dialog away; the meters
  // route's shouldRevalidate); on closing it is, so the meter shows its request.
  useEffect(() => () => void (answered.current && refresh.current()), []);
  if (answer?.ok) {
    return (
      <div className={css({ display: "grid", gap: "2" })}>
        <Notices inline notices={answer.notices} />
        <p className={text({ variant: "hint" })}>{t("meters.verify_closes")}</p>
      </div>
    );
  }
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      {answer ? <Notices inline notices={answer.notices} /> : null}
      <p className={text({ variant: "label" })}>{t("meters.meter_subject", { meter })}</p>
      <p>{t("meters.verify_question")}</p>
      <div className={buttonGroup()}>
        <button type="button" className={button({ variant: "secondary" })} onClick={onClose}>
          {t("meters.verify_no")}
        </button>
        <fetcher.Form method="post" action={path(id)}>
          <input type="hidden" name="stay" value="1" />
          <button type="submit" className={button()} disabled={busy}>
            {t("meters.verify_yes")}
          </button>
        </fetcher.Form>
      </div>
    </div>
  );
}

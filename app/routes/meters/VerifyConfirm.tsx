import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, Link, useFetcher, useRevalidator } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, callout, text } from "styled-system/recipes";
import { useIsPending } from "~/ui/hooks";
import type { action } from "./verify";

/** §9: the verification dialog closes by itself 10 s after the answer. */
const CLOSE_AFTER_MS = 10_000;

const path = (id: number) => href("/meters/:meterId/verify", { meterId: String(id) });

/**
 * 'Создать заявку на поверку?' with Нет/Да. On the confirm page (no JS) Да posts and the page goes back to the
 * meter; in the dialog Да posts through a fetcher and the answer shows here.
 */
export function VerifyConfirm({
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
  const back = `${href("/meters")}?${new URLSearchParams({ ...(address ? { address } : {}), open: String(id) })}#meter-${id}`;
  if (onCancel) return <VerifyInDialog id={id} meter={meter} onClose={onCancel} />;
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <p className={text({ variant: "label" })}>{t("meters.meter_subject", { meter })}</p>
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
    </div>
  );
}

function VerifyInDialog({ id, meter, onClose }: { id: number; meter: string; onClose: () => void }) {
  const { t } = useTranslation("meters");
  const fetcher = useFetcher<typeof action>();
  const busy = useIsPending({ fetcher });
  const revalidator = useRevalidator();
  // Refs: the parent re-renders with a new onClose, and the revalidator changes while it runs; neither may
  // restart the 10 s timer or fire the refresh again.
  const close = useRef(onClose);
  close.current = onClose;
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  const answered = useRef(false);
  const result = fetcher.data;
  const ok = result?.ok === true;
  useEffect(() => {
    if (!ok) return;
    answered.current = true;
    const timer = setTimeout(() => close.current(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ok]);
  // The page is not refreshed while the dialog shows the answer (it would take the dialog away); on closing it is.
  useEffect(() => () => void (answered.current && refresh.current()), []);
  if (result?.ok) {
    return (
      <div role="status" className={css({ display: "grid", gap: "2" })}>
        <p>{t("meters.verify_created", { number: result.number, meter: result.meter })}</p>
        <p className={text({ variant: "hint" })}>{t("meters.verify_closes")}</p>
      </div>
    );
  }
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      {result && !result.ok ? (
        <div role="alert" className={callout({ kind: "error" }).root}>
          <p className={callout().title}>{t("errors.title")}</p>
          <p>{result.error.text ?? t(result.error.key ?? "errors.generic")}</p>
        </div>
      ) : null}
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
export default VerifyConfirm;

import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher } from "react-router";
import { button, buttonGroup } from "styled-system/recipes";
import type { loader as policyLoader } from "~/routes/personal-data/policy";
import { PersonalDataBody } from "~/routes/personal-data/PersonalDataText";
import { Dialog } from "~/ui/Dialog";
import { TEXT_PATHS, type PersonalDataKind } from "./personal-data-paths";

export { preloadDialog } from "~/ui/Dialog";

interface Props {
  kind: PersonalDataKind;
  open: boolean;
  onClose: () => void;
  /** The consent modal (§2.3): agree ticks the consent box, not agree clears it. */
  onAnswer?: (agree: boolean) => void;
}

/** The policy or the consent text in a modal, fetched from its page's loader when first opened. */
export default function PersonalDataDialog({ kind, open, onClose, onAnswer }: Props) {
  const { t } = useTranslation(["personal_data", "registration"]);
  const fetcher = useFetcher<typeof policyLoader>();
  const { load } = fetcher;
  const missing = !fetcher.data && fetcher.state === "idle";
  useEffect(() => {
    if (open && missing) void load(href(TEXT_PATHS[kind]));
  }, [open, missing, load, kind]);
  return (
    <Dialog open={open} onClose={onClose} title={t(`personal_data.${kind}_title`)}>
      {fetcher.data ? (
        <PersonalDataBody text={fetcher.data.text} notice={fetcher.data.notice} />
      ) : (
        <p role="status">{t("registration.loading")}</p>
      )}
      {onAnswer ? (
        <div className={buttonGroup()}>
          <button type="button" className={button()} onClick={() => onAnswer(true)}>
            {t("registration.agree")}
          </button>
          <button type="button" className={button({ variant: "secondary" })} onClick={() => onAnswer(false)}>
            {t("registration.disagree")}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}

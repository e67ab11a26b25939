import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher } from "react-router";
import { button, buttonGroup, link } from "styled-system/recipes";
import type { loader as policyLoader } from "~/routes/personal-data/policy";
import { PersonalDataBody } from "~/routes/personal-data/PersonalDataText";
import { DialogLink } from "~/ui/Dialog";
import { Notices } from "~/ui/Notices";

export type PersonalDataKind = "policy" | "agreement";

/** The pages of the two texts: the links' targets without JS, and the loaders the dialog reads with it. */
const TEXT_PATHS = { policy: "/policy", agreement: "/agreement" } as const;

interface Props {
  kind: PersonalDataKind;
  /** The consent modal (§2.3): agree ticks the consent box, not agree clears it. */
  onAnswer?: (agree: boolean) => void;
}

/**
 * A link to the policy or the consent text (§2.3 modals): its page without JS (Back returns to the form), a
 * dialog with JS, whose text is fetched from the page's loader when it first opens.
 */
export function PersonalDataLink({ kind, onAnswer }: Props) {
  const { t } = useTranslation("registration");
  const name = t(`registration.${kind}_link`);
  return (
    <DialogLink
      to={`${href(TEXT_PATHS[kind])}?${new URLSearchParams({ back: href("/register") })}`}
      className={link()}
      label={name}
      title={name}
    >
      {(close) => (
        <PersonalDataText
          kind={kind}
          onAnswer={
            onAnswer &&
            ((agree) => {
              onAnswer(agree);
              close();
            })
          }
        />
      )}
    </DialogLink>
  );
}

function PersonalDataText({ kind, onAnswer }: Props) {
  const { t } = useTranslation("registration");
  const fetcher = useFetcher<typeof policyLoader>();
  const { load } = fetcher;
  const missing = !fetcher.data && fetcher.state === "idle";
  useEffect(() => {
    if (missing) void load(href(TEXT_PATHS[kind]));
  }, [missing, load, kind]);
  const loaded = fetcher.data;
  return (
    <>
      {!loaded ? (
        <p role="status">{t("registration.loading")}</p>
      ) : loaded.text === null ? (
        <Notices inline notices={[loaded.notice ?? { kind: "error", key: "errors.generic" }]} />
      ) : (
        <PersonalDataBody text={loaded.text} notice={null} />
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
    </>
  );
}

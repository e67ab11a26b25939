import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { card, heading, page, text } from "styled-system/recipes";
import { LoadFailed } from "~/ui/LoadFailed";
import type { OpenPollState } from "./openpoll.server";

// The open-poll layout (§2.1): no shell, the provider's name, the poll in one card.

export function OpenPollFrame({
  siteName,
  state,
  children,
}: {
  siteName: string | null;
  state: OpenPollState;
  children?: ReactNode;
}) {
  const { t } = useTranslation("polls");
  const title = state.kind === "form" || state.kind === "results" ? state.poll.name : t("polls.open_title");
  return (
    <main id="main" className={page({ width: "md", framed: true })}>
      <p className={text({ variant: "siteName" })}>{siteName ?? t("app.name")}</p>
      <h1 className={heading({ level: "page" })}>{title}</h1>
      <div className={card({ stack: true })}>
        {state.kind === "not_found" ? (
          <>
            <h2 className={heading({ level: "title" })}>{t("polls.not_found")}</h2>
            <p>{t("polls.not_found_text")}</p>
          </>
        ) : null}
        {state.kind === "completed" ? (
          <>
            <h2 className={heading({ level: "title" })}>{t("polls.already_completed")}</h2>
            <p>{t("polls.already_completed_text")}</p>
          </>
        ) : null}
        {state.kind === "failed" ? <LoadFailed failure={state.failure} /> : null}
        {children}
      </div>
    </main>
  );
}

import { useTranslation } from "react-i18next";
import { namespacesOf } from "~/i18n/namespaces";
import { css } from "styled-system/css";
import { text as textRecipe } from "styled-system/recipes";
import type { Notice } from "~/session/notice";

/** The text as the provider wrote it: React escapes it; CSS keeps its line breaks (no HTML is ever parsed). */
export function PersonalDataBody({ text, notice }: { text: string | null; notice: Notice | null }) {
  const { t } = useTranslation(namespacesOf([notice?.key]));
  if (text === null) {
    return (
      <p role="alert" className={textRecipe({ variant: "alert" })}>
        {notice?.text ?? t(notice?.key ?? "errors.generic")}
      </p>
    );
  }
  return <div className={css({ whiteSpace: "pre-line", overflowWrap: "anywhere" })}>{text}</div>;
}

import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { field, heading, input } from "styled-system/recipes";
import type { BlockedReason } from "~/domain/requests/status";

/**
 * Text typed into a chat form that the request, changed meanwhile, no longer takes (issue 31 item 1): the reason
 * and the text itself, read-only so it can be copied (with JS or without) and sent again once the request allows
 * it (a done request's Reopen is among the chat's buttons above). The text stays until the resident leaves.
 */
export function KeptText({
  id,
  label,
  text,
  reason,
}: {
  id: string;
  label: string;
  text: string;
  reason: BlockedReason;
}) {
  const { t } = useTranslation("requests");
  const classes = field();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={css({
        display: "grid",
        gap: "2",
        p: "3",
        borderWidth: "1px",
        borderColor: "border",
        borderRadius: "md",
        scrollMarginTop: "4",
      })}
    >
      <h3 id={`${id}-heading`} className={heading({ level: "card" })}>
        {t("requests.kept_title")}
      </h3>
      <p>{t(`requests.kept_${reason}`)}</p>
      <div className={classes.root}>
        <label htmlFor={`${id}-text`} className={classes.label}>
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          readOnly
          value={text}
          rows={3}
          aria-describedby={`${id}-hint`}
          className={input()}
        />
        <p id={`${id}-hint`} className={classes.hint}>
          {t("requests.kept_copy")}
        </p>
      </div>
    </section>
  );
}

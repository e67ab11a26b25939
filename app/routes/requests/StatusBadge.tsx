import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { isReopened, statusTone, type StatusTone } from "~/domain/requests/status";

const TONE: Record<StatusTone, string> = {
  neutral: css({ bg: "muted", color: "text" }),
  warning: css({ bg: "#fff1dc", color: "#7a3e00" }),
  success: css({ bg: "#e3f4ea", color: "success" }),
};

/** §4: the status name is server text; its colour comes from StatusID; 9 is marked as reopened. */
export function StatusBadge({ status, statusId }: { status: string; statusId: number }) {
  const { t } = useTranslation("requests");
  const tone = statusTone(statusId);
  return (
    <span
      data-tone={tone}
      className={cx(css({ display: "inline-block", px: "2", py: "0.5", borderRadius: "full", fontSize: "xs", fontWeight: "semibold" }), TONE[tone])}
    >
      {status}
      {isReopened(statusId) ? (
        <>
          {" "}
          <span aria-hidden="true">↻</span>
          <span className={css({ srOnly: true })}>({t("requests.reopened_badge")})</span>
        </>
      ) : null}
    </span>
  );
}

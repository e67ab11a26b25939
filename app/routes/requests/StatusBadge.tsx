import { useTranslation } from "react-i18next";
import { visuallyHidden } from "styled-system/patterns";
import { badge } from "styled-system/recipes";
import { isReopened, statusTone } from "~/domain/requests/status";

/** §4: the status name is server text; its colour comes from StatusID; 9 is marked as reopened. */
export function StatusBadge({ status, statusId }: { status: string; statusId: number }) {
  const { t } = useTranslation("requests");
  const tone = statusTone(statusId);
  return (
    <span data-tone={tone} className={badge({ tone })}>
      {status}
      {isReopened(statusId) ? (
        <>
          {" "}
          <span aria-hidden="true">↻</span>
          <span className={visuallyHidden()}>({t("requests.reopened_badge")})</span>
        </>
      ) : null}
    </span>
  );
}

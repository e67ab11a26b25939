import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { css, cx } from "styled-system/css";
import { text } from "styled-system/recipes";
import { truncateTitle } from "~/domain/requests/status";
import { StatusBadge } from "./StatusBadge";
import type { RequestItem } from "./types";

export const listHref = (closed: boolean, id?: number) => `${requestHref(id)}${closed ? "?closed=1" : ""}`;

/** A request's page, or the list without an id. */
export const requestHref = (id?: number | null) =>
  href("/requests/:requestId?", { requestId: id ? String(id) : undefined });

/** The open/closed toggle: two links, so it works without JS (§2.3: closed = IsClosed). */
export function ClosedToggle({ closed }: { closed: boolean }) {
  const { t } = useTranslation("requests");
  const item = (active: boolean) =>
    cx(
      css({ px: "3", py: "1", borderRadius: "md", borderWidth: "1px", borderColor: "border", fontSize: "sm" }),
      active ? css({ bg: "brand", color: "brandFg", borderColor: "brand" }) : css({ bg: "surface", color: "text" }),
    );
  return (
    <nav aria-label={t("requests.toggle_label")} className={css({ display: "flex", gap: "2" })}>
      <Link to={listHref(false)} className={item(!closed)} aria-current={!closed ? "page" : undefined}>
        {t("requests.open_requests")}
      </Link>
      <Link to={listHref(true)} className={item(closed)} aria-current={closed ? "page" : undefined}>
        {t("requests.closed_requests")}
      </Link>
    </nav>
  );
}

export function RequestList({
  requests,
  closed,
  selectedId,
  onSelect,
}: {
  requests: RequestItem[];
  closed: boolean;
  selectedId: number | null;
  onSelect?: (id: number) => void;
}) {
  const { t } = useTranslation("requests");
  if (requests.length === 0) return <p className={text()}>{t("requests.no_requests")}</p>;
  return (
    <ul aria-label={t("requests.list_label")} className={css({ display: "grid", gap: "2" })}>
      {requests.map((r) => {
        const current = r.ID === selectedId;
        return (
          <li key={r.ID}>
            <Link
              to={listHref(closed, r.ID)}
              aria-current={current ? "true" : undefined}
              onClick={onSelect ? () => onSelect(r.ID) : undefined}
              className={cx(
                css({
                  display: "grid",
                  gap: "1",
                  p: "3",
                  borderRadius: "md",
                  borderWidth: "1px",
                  bg: "surface",
                  _hover: { bg: "muted" },
                }),
                current ? css({ borderColor: "brand", borderLeftWidth: "4px" }) : css({ borderColor: "border" }),
              )}
            >
              <span className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
                <span className={text({ variant: "label" })}>{t("requests.number", { number: r.RequestNumber })}</span>
                <StatusBadge status={r.Status} statusId={r.StatusID} />
                {!r.IsReadedByClient ? (
                  <span data-testid="unread" className={css({ fontSize: "xs", fontWeight: "bold", color: "danger" })}>
                    ● {t("requests.unread")}
                  </span>
                ) : null}
              </span>
              <span>{truncateTitle(r.Name)}</span>
              <span className={text({ variant: "hint" })}>{r.Added}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { card, link as linkRecipe, table } from "styled-system/recipes";
import { useNumbers } from "~/ui/useNumbers";
import type { HistoryRow, MonthTotal } from "~/domain/payment/history";
import { AccountFilter, type Filter } from "./AccountFilter";
import { HistoryChart } from "./HistoryChart";

export const checkPath = (row: Pick<HistoryRow, "id" | "type">, format: "pdf" | "jpg") =>
  `${href("/payment/checks/:id", { id: String(row.id) })}?${new URLSearchParams({ format, type: row.type })}`;

const cells = table();
const cell = cells.cell;
const link = linkRecipe();

/** History (§2.3, §3 Payment): payments with their check downloads, a chart per account, a CSV export. */
export function HistoryTab({
  rows,
  charts,
  filter,
}: {
  rows: HistoryRow[];
  charts: { ident: string; months: MonthTotal[] }[];
  filter: Filter;
}) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const csvHref = `${href("/payment/history.csv")}${filter.selected ? `?${new URLSearchParams({ account: filter.selected })}` : ""}`;
  return (
    <section aria-label={t("payment.tab_history")} className={css({ display: "grid", gap: "4" })}>
      <AccountFilter tab="history" filter={filter} />
      {rows.length === 0 ? (
        <p className={card()}>{t("payment.history_empty")}</p>
      ) : (
        <div className={cx(card(), cells.scroller)}>
          <table className={cells.root}>
            <caption className={cells.caption}>{t("payment.tab_history")}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("payment.date")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.account_col")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.paid")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.type")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.kind")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.check")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const sum = money(r.kopecks);
                return (
                  <tr key={`${r.kind}-${r.id}`} data-payment-id={r.id}>
                    <td className={cell} data-label={t("payment.date")}>
                      {r.date}
                    </td>
                    <td className={cell} data-label={t("payment.account_col")}>
                      {r.ident}
                    </td>
                    <td className={cell} data-label={t("payment.paid")}>
                      {sum}
                    </td>
                    <td className={cell} data-label={t("payment.type")}>
                      {t(`payment.type_${r.type}`)}
                    </td>
                    <td className={cell} data-label={t("payment.kind")}>
                      {t(`payment.kind_${r.kind}`)}
                    </td>
                    <td className={cell} data-label={t("payment.check")}>
                      {r.hasCheck ? (
                        <span className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
                          {/* Plain links: the file streams through the portal as a download, not a route. */}
                          <a
                            href={checkPath(r, "pdf")}
                            className={link}
                            aria-label={t("payment.check_pdf_label", { date: r.date, sum })}
                          >
                            {t("payment.check_pdf")}
                          </a>
                          <a
                            href={checkPath(r, "jpg")}
                            className={link}
                            aria-label={t("payment.check_jpg_label", { date: r.date, sum })}
                          >
                            {t("payment.check_jpg")}
                          </a>
                        </span>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 ? (
        <p>
          <a href={csvHref} className={link}>
            {t("payment.history_csv")}
          </a>
        </p>
      ) : null}
      {charts
        .filter((c) => c.months.length > 0)
        .map((c) => (
          <HistoryChart key={c.ident} ident={c.ident} months={c.months} />
        ))}
    </section>
  );
}

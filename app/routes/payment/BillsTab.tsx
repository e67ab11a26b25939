import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { card, heading, link as linkRecipe, table } from "styled-system/recipes";
import type { Schemas } from "~/domain/types";
import { toKopecks } from "~/domain/payment/amount";
import { useNumbers } from "~/ui/useNumbers";
import { AccountFilter, type Filter } from "./AccountFilter";

export const billPath = (id: number) => href("/payment/bills/:id", { id: String(id) });
export const EXTRA_FILES = ["signed", "details", "control"] as const;
export type ExtraFile = (typeof EXTRA_FILES)[number];
export const extraFilePath = (kind: ExtraFile, ident: string) => href("/payment/files/:kind/:ident", { kind, ident });

const cells = table();
const cell = cells.cell;
const link = linkRecipe();

/** Bills (§2.3, §3 Bill) with downloads; the regional build's three files for one selected account. */
export function BillsTab({
  bills,
  filter,
  extraFilesFor,
}: {
  bills: Schemas["Bill"][];
  filter: Filter;
  extraFilesFor: string | null;
}) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const sorted = [...bills].sort((a, b) =>
    a.SortableDate === b.SortableDate ? b.ID - a.ID : a.SortableDate < b.SortableDate ? 1 : -1,
  );
  return (
    <section aria-label={t("payment.tab_bills")} className={css({ display: "grid", gap: "4" })}>
      <AccountFilter tab="bills" filter={filter} />
      {extraFilesFor ? (
        <section className={card()} aria-labelledby="extra-files-heading">
          <h2 id="extra-files-heading" className={cx(heading({ level: "card" }), css({ mb: "2" }))}>
            {t("payment.extra_files", { ident: extraFilesFor })}
          </h2>
          <ul className={css({ display: "grid", gap: "1" })}>
            {EXTRA_FILES.map((kind) => (
              <li key={kind}>
                <a href={extraFilePath(kind, extraFilesFor)} className={link}>
                  {t(`payment.file_${kind}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sorted.length === 0 ? (
        <p className={card()}>{t("payment.bills_empty")}</p>
      ) : (
        <div className={cx(card(), cells.scroller)}>
          <table className={cells.root}>
            <caption className={cells.caption}>{t("payment.tab_bills")}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("payment.period")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.account_col")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.accounting")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.bill_total")}
                </th>
                <th scope="col" className={cell}>
                  {t("payment.download")}
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((b) => (
                <tr key={b.ID}>
                  <td className={cell} data-label={t("payment.period")}>
                    {b.Period}
                  </td>
                  <td className={cell} data-label={t("payment.account_col")}>
                    {b.Ident}
                  </td>
                  <td className={cell} data-label={t("payment.accounting")}>
                    {money(toKopecks(b.Accounting))}
                  </td>
                  <td className={cell} data-label={t("payment.bill_total")}>
                    {money(toKopecks(b.Total))}
                  </td>
                  <td className={cell} data-label={t("payment.download")}>
                    {b.HasFile ? (
                      <a
                        href={billPath(b.ID)}
                        className={link}
                        aria-label={t("payment.download_bill_label", { period: b.Period, ident: b.Ident })}
                      >
                        {t("payment.download")}
                      </a>
                    ) : (
                      t("payment.no_file")
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

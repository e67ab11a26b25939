import { href } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading, link, table } from "styled-system/recipes";
import { BarChart, monthLines } from "~/ui/BarChart";
import type { MeterHistory, MeterView } from "./types";
import { useMeterWords } from "./words";

const cells = table({ size: "sm" });

/** History by period (§2.3, from MeterValues), the consumption chart with its table, and the CSV download. */
export function HistoryView({ meter: m, history }: { meter: MeterView; history: MeterHistory }) {
  const { t, number, names } = useMeterWords(m);
  const columns = m.tariffs.length > 1 ? names : [t("meters.reading_value")];
  const historyId = `meter-${m.id}-history`;
  return (
    <>
      {history.months.length ? <Chart meter={m} months={history.months} names={names} /> : null}
      <section aria-labelledby={historyId} className={css({ display: "grid", gap: "2" })}>
        <h2 id={historyId} className={heading()}>
          {t("meters.history")}
        </h2>
        {history.readings.length === 0 ? (
          <p>{t("meters.no_history")}</p>
        ) : (
          <div className={cells.scroller}>
            <table className={cells.root}>
              <thead>
                <tr>
                  <th scope="col" className={cells.cell}>
                    {t("meters.period")}
                  </th>
                  {columns.map((c, i) => (
                    <th key={i} scope="col" className={cells.numeric}>
                      {c}
                    </th>
                  ))}
                  <th scope="col" className={cells.cell}>
                    {t("meters.kind")}
                  </th>
                  <th scope="col" className={cells.cell}>
                    {t("meters.status")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...history.readings].reverse().map((r) => (
                  <tr key={r.period}>
                    <th scope="row" className={cells.cell} data-label={t("meters.period")}>
                      {r.label}
                      {r.current ? ` (${t("meters.current_period")})` : ""}
                    </th>
                    {columns.map((c, i) => (
                      <td key={i} className={cells.numeric} data-label={c}>
                        {number(r.values[i])}
                      </td>
                    ))}
                    <td className={cells.cell} data-label={t("meters.kind")}>
                      {r.kind}
                    </td>
                    <td className={cells.cell} data-label={t("meters.status")}>
                      {r.accepted ? t("meters.accepted_yes") : t("meters.accepted_no")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {history.readings.length ? (
          <p>
            {/* No `download` attribute: the answer's Content-Disposition saves the file, and a failure then shows
                its page instead of a failed download in the browser's list. */}
            <a href={href("/meters/:uniqueNum/history.csv", { uniqueNum: m.uniqueNum })} className={link()}>
              {t("meters.download_csv")}
            </a>
          </p>
        ) : null}
      </section>
    </>
  );
}

/** The consumption per month, one bar per tariff, drawn by the shared chart (its table included). */
function Chart({ meter: m, months, names }: { meter: MeterView; months: MeterHistory["months"]; names: string[] }) {
  const { t } = useTranslation("meters");
  const id = `meter-${m.id}-chart`;
  return (
    <section aria-labelledby={id} className={css({ display: "grid", gap: "2" })}>
      <h2 id={id} className={heading()}>
        {t("meters.chart")}
      </h2>
      {/* Drawn from the months in the browser too: the page carries the numbers once, not also the geometry. */}
      <BarChart
        id={id}
        title={`${t("meters.chart")}: ${m.title}`}
        description={t("meters.chart_desc")}
        categories={months.map((mo) => mo.label)}
        series={names.map((name, i) => ({ name, values: months.map((mo) => mo.use[i] ?? null) }))}
        gridlines
        labelLines={monthLines}
        table={{
          summary: t("meters.chart_show_table"),
          caption: t("meters.chart_table"),
          categoryHeader: t("meters.month"),
          seriesHeaders: names.map((n) => t("meters.use_of", { tariff: m.tariffs.length > 1 ? n : m.resource })),
        }}
      />
    </section>
  );
}

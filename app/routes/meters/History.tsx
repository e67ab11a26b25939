import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { CHART, chartModel } from "~/domain/meters/chart";
import type { MeterView } from "./MeterList";

// Tariff bars: the brand colour and two contrasting shades, told apart in the legend and the table.
const TARIFF_FILLS = ["#1F6FB2", "#E0662B", "#4A6B5D"];

const cellCss = css({ px: "2", py: "1", borderBottomWidth: "1px", borderColor: "border", textAlign: "left" });
const numCss = css({ px: "2", py: "1", borderBottomWidth: "1px", borderColor: "border", textAlign: "right", fontVariantNumeric: "tabular-nums" });

/** History by period (§2.3, from MeterValues), the consumption chart with its table, and the CSV download. */
export function History({ meter: m }: { meter: MeterView }) {
  const { t } = useTranslation("meters");
  const names = m.tariffs.map((tr, i) => tr.name ?? t("meters.tariff_n", { n: i + 1 }));
  const historyId = `meter-${m.id}-history`;
  return (
    <>
      {m.months.length ? <Chart meter={m} names={names} /> : null}
      <section aria-labelledby={historyId} className={css({ display: "grid", gap: "2" })}>
        <h2 id={historyId} className={css({ fontSize: "lg", fontWeight: "semibold" })}>
          {t("meters.history")}
        </h2>
        {m.history.length === 0 ? (
          <p>{t("meters.no_history")}</p>
        ) : (
          <div className={css({ overflowX: "auto" })}>
            <table className={css({ borderCollapse: "collapse", w: "full", fontSize: "sm" })}>
              <thead>
                <tr>
                  <th scope="col" className={cellCss}>{t("meters.period")}</th>
                  {names.map((n, i) => (
                    <th key={i} scope="col" className={numCss}>{m.tariffs.length > 1 ? n : t("meters.reading_value")}</th>
                  ))}
                  <th scope="col" className={cellCss}>{t("meters.kind")}</th>
                  <th scope="col" className={cellCss}>{t("meters.status")}</th>
                </tr>
              </thead>
              <tbody>
                {[...m.history].reverse().map((r) => (
                  <tr key={r.period}>
                    <th scope="row" className={cellCss}>
                      {r.label}
                      {r.current ? ` (${t("meters.current_period")})` : ""}
                    </th>
                    {names.map((_, i) => (
                      <td key={i} className={numCss}>{r.values[i] ?? "—"}</td>
                    ))}
                    <td className={cellCss}>{r.kind}</td>
                    <td className={cellCss}>{r.accepted ? t("meters.accepted_yes") : t("meters.accepted_no")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {m.history.length ? (
          <p>
            <a href={`/meters/${encodeURIComponent(m.uniqueNum)}/history.csv`} download className={css({ color: "brand", textDecoration: "underline" })}>
              {t("meters.download_csv")}
            </a>
          </p>
        ) : null}
      </section>
    </>
  );
}

/** Server-drawn SVG; the same numbers follow in a table for screen readers and anyone who prefers it. */
function Chart({ meter: m, names }: { meter: MeterView; names: string[] }) {
  const { t } = useTranslation("meters");
  // Drawn from the months in the browser too: the page carries the numbers once, not also the geometry.
  const chart = chartModel(m.months, m.tariffs.length);
  const id = `meter-${m.id}-chart`;
  return (
    <section aria-labelledby={id} className={css({ display: "grid", gap: "2" })}>
      <h2 id={id} className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        {t("meters.chart")}
      </h2>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={css({ w: "full", h: "auto", maxW: "2xl" })}
      >
        <title id={`${id}-title`}>{`${t("meters.chart")}: ${m.title}`}</title>
        <desc id={`${id}-desc`}>{t("meters.chart_desc")}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.y}>
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} stroke="#d9dee5" />
            <text x={CHART.left - 4} y={tick.y + 4} textAnchor="end" fontSize="10" fill="#4b5565">
              {tick.value}
            </text>
          </g>
        ))}
        {chart.bars.map((b, i) => (
          <rect key={i} x={b.x} y={b.y} width={b.width} height={Math.max(b.height, 0)} fill={TARIFF_FILLS[b.tariff]} />
        ))}
        {chart.labels.map((l) => (
          <text key={l.text} x={l.x} y={CHART.height - CHART.bottom + 14} textAnchor="middle" fontSize="9" fill="#4b5565">
            {l.text.slice(0, 2)}
            <tspan x={l.x} dy="11">{l.text.slice(3)}</tspan>
          </text>
        ))}
      </svg>
      {names.length > 1 ? (
        <ul className={css({ display: "flex", gap: "4", fontSize: "sm" })}>
          {names.map((n, i) => (
            <li key={i} className={css({ display: "inline-flex", gap: "1", alignItems: "center" })}>
              <svg width="12" height="12" aria-hidden="true" focusable="false">
                <rect width="12" height="12" fill={TARIFF_FILLS[i]} />
              </svg>
              {n}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary className={css({ cursor: "pointer", color: "brand", textDecoration: "underline", w: "fit-content" })}>{t("meters.chart_show_table")}</summary>
        <table className={css({ borderCollapse: "collapse", fontSize: "sm", mt: "2" })}>
          <caption className={css({ srOnly: true })}>{t("meters.chart_table")}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellCss}>{t("meters.month")}</th>
              {names.map((n, i) => (
                <th key={i} scope="col" className={numCss}>{t("meters.use_of", { tariff: m.tariffs.length > 1 ? n : m.resource })}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {m.months.map((mo) => (
              <tr key={mo.period}>
                <th scope="row" className={cellCss}>{mo.label}</th>
                {names.map((_, i) => (
                  <td key={i} className={numCss}>{mo.use[i] ?? "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

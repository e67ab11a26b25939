import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { card } from "styled-system/recipes";
import { formatMoney } from "~/domain/payment/amount";
import type { MonthTotal } from "~/domain/payment/history";

const W = 640;
const H = 220;
const PAD = { top: 16, right: 12, bottom: 36, left: 12 };

/**
 * Payments per month of one account as a bar chart: SVG drawn on the server (no chart library, no script),
 * with the same figures in a table for screen readers and anyone who prefers numbers.
 */
export function HistoryChart({ ident, months }: { ident: string; months: MonthTotal[] }) {
  const { t } = useTranslation("payment");
  const max = Math.max(...months.map((m) => m.kopecks), 1);
  const slot = (W - PAD.left - PAD.right) / months.length;
  const barW = Math.min(48, slot * 0.6);
  const plotH = H - PAD.top - PAD.bottom;
  const titleId = `chart-${ident}`;
  const summary = months.map((m) => `${m.label} ${formatMoney(m.kopecks)}`).join(", ");
  return (
    <figure className={`${card()} ${css({ display: "grid", gap: "3" })}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className={css({ fontWeight: "semibold" })}>
        {t("payment.chart_title", { ident })}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t("payment.chart_summary", { list: summary })} className={css({ w: "full", h: "auto" })}>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#7b8594" />
        {months.map((m, i) => {
          const h = Math.max(1, (m.kopecks / max) * plotH);
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const y = H - PAD.bottom - h;
          return (
            <g key={m.month}>
              <rect x={x} y={y} width={barW} height={h} fill="var(--brand, #1F6FB2)" rx="2" />
              <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#1c2430">
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{t("payment.chart_table")}</summary>
        <table className={css({ mt: "2", borderCollapse: "collapse" })}>
          <thead>
            <tr>
              <th scope="col" className={css({ textAlign: "left", pr: "6" })}>{t("payment.month")}</th>
              <th scope="col" className={css({ textAlign: "right" })}>{t("payment.paid")}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <td className={css({ pr: "6" })}>{m.label}</td>
                <td className={css({ textAlign: "right" })}>{formatMoney(m.kopecks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

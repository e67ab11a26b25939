import { useTranslation } from "react-i18next";
import { card, heading } from "styled-system/recipes";
import { useNumbers } from "~/ui/useNumbers";
import type { MonthTotal } from "~/domain/payment/history";
import { BarChart, monthLines } from "~/ui/BarChart";

/** Payments per month of one account, drawn by the shared chart with the same figures in its table. */
export function HistoryChart({ ident, months }: { ident: string; months: MonthTotal[] }) {
  const { t } = useTranslation("payment");
  const { money } = useNumbers();
  const titleId = `chart-${ident}`;
  const labels = months.map((m) => m.label);
  const summary = months.map((m) => `${m.label} ${money(m.kopecks)}`).join(", ");
  return (
    <figure className={card({ stack: true })} aria-labelledby={titleId}>
      <figcaption id={titleId} className={heading({ level: "card" })}>
        {t("payment.chart_title", { ident })}
      </figcaption>
      <BarChart
        id={`${titleId}-svg`}
        title={t("payment.chart_title", { ident })}
        description={t("payment.chart_summary", { list: summary })}
        categories={labels}
        series={[{ name: t("payment.paid"), values: months.map((m) => m.kopecks) }]}
        format={money}
        labelLines={monthLines}
        table={{ summary: t("payment.chart_table"), categoryHeader: t("payment.month") }}
      />
    </figure>
  );
}

import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { callout, heading, text } from "styled-system/recipes";
import { BarChart } from "~/ui/BarChart";
import { useNumbers } from "~/ui/useNumbers";
import { QuestionText } from "./QuestionText";
import type { PollView, QuestionView } from "./types";

// A poll's results (§4: a passed poll shows the answers; with HideResults only a thank-you). Each choice
// question is a horizontal bar chart drawn on the server (app/ui/BarChart), its figures also written out as
// text (and in the chart's description and table), so they are read without JS and without seeing the bars.

/** `questionLevel`: the questions' heading level under the poll's name (an h2 in /polls, the h1 of an open poll). */
export function PollResults({ poll, questionLevel = 3 }: { poll: PollView; questionLevel?: 2 | 3 }) {
  const Heading = questionLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("polls");
  // A poll answered in part is not "taken part in" yet: it says what is left instead of thanking.
  const partial = poll.state === "partial";
  const thanks = callout({ kind: partial ? "warning" : "success" });
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <div role="status" className={thanks.root}>
        <p className={thanks.title}>{partial ? t("polls.state_partial") : t("polls.thanks")}</p>
        {partial ? <p>{t("polls.partial_offer")}</p> : null}
      </div>
      {poll.hideResults
        ? null
        : poll.questions.map((q, i) => (
            <section key={q.id} aria-labelledby={`result-${q.id}`} className={css({ display: "grid", gap: "2" })}>
              <Heading id={`result-${q.id}`} className={heading({ level: "card" })}>
                {t("polls.question_n", { n: i + 1 })}. <QuestionText parts={q.parts} />
              </Heading>
              <QuestionResult question={q} n={i + 1} />
            </section>
          ))}
    </div>
  );
}

function QuestionResult({ question: q, n }: { question: QuestionView; n: number }) {
  const { t } = useTranslation("polls");
  const { number } = useNumbers();
  const percent = (v: number) => t("polls.percent", { value: number(v) });
  if (q.kind === "open") {
    const count = q.options[0]?.count ?? 0;
    return (
      <>
        <p>{t("polls.open_results", { count: number(count) })}</p>
        {q.own ? <p className={text({ variant: "muted" })}>{t("polls.your_answer", { answer: q.own })}</p> : null}
      </>
    );
  }
  const mine = q.options.filter((o) => o.mine).map((o) => o.text);
  // The resident's own choices are named in the chart's labels too, so the bars say which one was theirs.
  const categories = q.options.map((o) => (o.mine ? `${o.text} (${t("polls.mine")})` : o.text));
  return (
    <>
      <BarChart
        id={`poll-chart-${q.id}`}
        orientation="horizontal"
        title={t("polls.chart_title", { n })}
        description={q.options
          .map((o) =>
            t("polls.chart_option", { option: o.text, percent: number(o.percent ?? 0), count: number(o.count ?? 0) }),
          )
          .join("; ")}
        categories={categories}
        series={[{ name: t("polls.chart_percent_header"), values: q.options.map((o) => o.percent ?? 0) }]}
        format={percent}
        table={{ summary: t("polls.chart_summary"), categoryHeader: t("polls.chart_option_header") }}
      />
      {/* The figures as text too, with the counts the bars do not show. */}
      <ul className={css({ display: "grid", gap: "1", textStyle: "small" })}>
        {q.options.map((o) => (
          <li key={o.id}>
            {t("polls.chart_option", {
              option: o.mine ? `${o.text} (${t("polls.mine")})` : o.text,
              percent: number(o.percent ?? 0),
              count: number(o.count ?? 0),
            })}
          </li>
        ))}
      </ul>
      {mine.length ? (
        <p className={text({ variant: "muted" })}>
          {t(mine.length > 1 ? "polls.your_answers" : "polls.your_answer", {
            answer: mine[0],
            answers: mine.join(", "),
          })}
        </p>
      ) : null}
    </>
  );
}

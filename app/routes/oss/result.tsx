import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { css } from "styled-system/css";
import { card, heading, link, page, text } from "styled-system/recipes";
import { mapLoaded } from "~/api/loaded";
import { resultRedirect } from "~/domain/oss/status";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { BarChart } from "~/ui/BarChart";
import { WhenLoaded } from "~/ui/LoadFailed";
import { useNumbers } from "~/ui/useNumbers";
import type { Route } from "./+types/result";
import { useArea } from "./MeetingInfo";
import { ANSWER_KEYS } from "./OssTable";
import { meeting, meetingId } from "./oss.server";
import { elsewherePath, infoPath } from "./paths";
import { meetingView, type MeetingView } from "./view.server";

export const handle: RouteHandle = { i18n: ["oss"], description: "oss.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Oss")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = meetingId(params.id);
  const found = await meeting(context, id);
  if (found.ok) {
    // §4: to voting while the meeting votes and the vote is not counted; no results before (unpublished, notice).
    const elsewhere = resultRedirect(found.data);
    if (elsewhere !== null) throw redirect(elsewherePath(elsewhere, id));
  }
  const t = translator(context);
  return {
    title: found.ok ? `${t("oss.result_heading")} · ${found.data.MeetingTitle}` : t("oss.result_heading"),
    meeting: mapLoaded(found, meetingView),
  };
}

/** Results (§2.3 Result, §4): the common result once a protocol exists, otherwise the resident's answers. */
export default function OssResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("oss");
  return (
    <div className={page({ width: "md" })}>
      <WhenLoaded value={loaderData.meeting}>
        {(m) => (
          <>
            <p>
              <Link to={infoPath(m.id)} className={link()}>
                {t("oss.back_to_info")}
              </Link>
            </p>
            <h1 className={heading({ level: "page" })}>{m.title}</h1>
            <section className={card({ stack: true })} aria-labelledby="oss-result">
              <h2 id="oss-result" className={heading({ level: "section" })}>
                {t(m.resultKind === "common" ? "oss.common_result" : "oss.personal_result")}
              </h2>
              {m.resultKind === "common" ? <CommonResult meeting={m} /> : <PersonalResult meeting={m} />}
            </section>
            <Documents meeting={m} />
          </>
        )}
      </WhenLoaded>
    </div>
  );
}

function CommonResult({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  const { number } = useNumbers();
  const { area, percent } = useArea();
  return (
    <>
      <p>
        {t("oss.voted_area", {
          complete: area(m.totals.complete),
          voting: area(m.totals.voting),
          percent: percent(m.totals.completePercent),
        })}
      </p>
      {m.questions.map((q) => {
        const line = (r: (typeof q.results)[number]) =>
          t("oss.result_line", { answer: t(ANSWER_KEYS[r.code]), count: number(r.count), percent: percent(r.percent) });
        return (
          <section key={q.id} aria-labelledby={`oss-q-${q.id}`} className={css({ display: "grid", gap: "2" })}>
            <h3 id={`oss-q-${q.id}`} className={heading({ level: "card" })}>
              {t("oss.question_title", { n: q.number, text: q.text })}
            </h3>
            <BarChart
              id={`oss-chart-${q.id}`}
              orientation="horizontal"
              title={t("oss.chart_title", { n: q.number })}
              description={q.results.map(line).join("; ")}
              categories={q.results.map((r) => t(ANSWER_KEYS[r.code]))}
              series={[{ name: t("oss.chart_percent_header"), values: q.results.map((r) => r.percent) }]}
              format={percent}
              table={{ summary: t("oss.chart_summary"), categoryHeader: t("oss.chart_answer_header") }}
            />
            {/* The figures as text too, with the counts the bars do not show. */}
            <ul className={css({ display: "grid", gap: "1", textStyle: "small" })}>
              {q.results.map((r) => (
                <li key={r.code}>{line(r)}</li>
              ))}
            </ul>
            {q.answer ? (
              <p className={text({ variant: "muted" })}>{t("oss.your_answer", { answer: t(ANSWER_KEYS[q.answer]) })}</p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

function PersonalResult({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  return (
    <>
      <p className={text({ variant: "muted" })}>
        {m.releaseDate ? t("oss.common_result_later", { date: m.releaseDate }) : t("oss.common_result_not_yet")}
      </p>
      <ol className={css({ display: "grid", gap: "3" })}>
        {m.questions.map((q) => (
          <li key={q.id} className={css({ display: "grid", gap: "1" })}>
            <p className={heading({ level: "card" })}>{t("oss.question_title", { n: q.number, text: q.text })}</p>
            <p>{q.answer ? t("oss.your_answer", { answer: t(ANSWER_KEYS[q.answer]) }) : t("oss.no_answer")}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

function Documents({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  const files: Array<[string, string]> = [];
  if (m.protocol) files.push([m.protocol, t("oss.protocol")]);
  if (m.finalDocument) files.push([m.finalDocument, t("oss.final_document")]);
  for (const a of m.accounts)
    if (a.blank) files.push([a.blank, t("oss.blank", { ident: a.ident, premise: a.premise })]);
  return (
    <section className={card({ stack: true })} aria-labelledby="oss-documents">
      <h2 id="oss-documents" className={heading({ level: "section" })}>
        {t("oss.documents_heading")}
      </h2>
      {files.length === 0 ? (
        <p>{t("oss.no_documents")}</p>
      ) : (
        <ul className={css({ display: "grid", gap: "2" })}>
          {files.map(([to, label]) => (
            <li key={to}>
              <a href={to} className={link()}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

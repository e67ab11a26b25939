import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { css, cx } from "styled-system/css";
import { button, card, choice, fieldset, heading, link, page, text } from "styled-system/recipes";
import { mapLoaded } from "~/api/loaded";
import { voteRedirect } from "~/domain/oss/status";
import { ANSWER_CODES, isLast, questionIndex, voteRule } from "~/domain/oss/vote";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/Field";
import { useForm, type Reply } from "~/ui/form";
import { WhenLoaded } from "~/ui/LoadFailed";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import type { Route } from "./+types/vote";
import { afterPage, meeting, meetingId } from "./oss.server";
import { elsewherePath, infoPath, votePath } from "./paths";
import { ANSWER_KEYS, QuestionFile } from "./OssTable";
import { voteStep } from "./vote.server";
import { meetingView } from "./view.server";

export const handle: RouteHandle = { i18n: ["oss"], description: "oss.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Oss")];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = meetingId(params.id);
  const asked = Number(new URL(request.url).searchParams.get("q") ?? "") - 1;
  const found = await meeting(context, id);
  if (found.ok) {
    // §4: voting opens only while the meeting votes and the resident's vote is not counted; else the list or the info.
    const elsewhere = voteRedirect(found.data);
    if (elsewhere !== null) throw redirect(elsewherePath(elsewhere, id));
    if (questionIndex(found.data.Questions) === null) throw redirect(infoPath(id));
    // §7 SetStartVoiting when the vote page opens; the page does not wait for it (SaveAnswer starts it too).
    afterPage(context, (api) => api.POST("/OSS/SetStartVoiting", { body: { ID: id } }));
  }
  const t = translator(context);
  const vote = mapLoaded(found, (m) => {
    const view = meetingView(m);
    const index = questionIndex(m.Questions, asked)!;
    return {
      id: view.id,
      title: view.title,
      index,
      total: view.questions.length,
      last: isLast(m.Questions, index),
      question: view.questions[index]!,
      questionIds: m.Questions.map((q) => q.ID),
    };
  });
  return { title: found.ok ? `${t("oss.vote_heading")} · ${found.data.MeetingTitle}` : t("oss.vote_heading"), vote };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = meetingId(params.id);
  const formData = await request.formData();
  return voteStep(context, id, formData);
}

/** Voting (§2.3 Vote): one question at a time with its progress, for / against / abstained, back and next. */
export default function OssVote({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("oss");
  return (
    <div className={page({ width: "md" })}>
      <WhenLoaded value={loaderData.vote}>
        {(vote) => (
          <>
            <p>
              <Link to={infoPath(vote.id)} className={link()}>
                {t("oss.back_to_info")}
              </Link>
            </p>
            <h1 className={heading({ level: "page" })}>{vote.title}</h1>
            {/* The key renews the form per question, so a kept answer belongs to the question it was given for. */}
            <VoteForm key={vote.question.id} vote={vote} reply={actionData?.result} />
          </>
        )}
      </WhenLoaded>
    </div>
  );
}

type Vote = Extract<Route.ComponentProps["loaderData"]["vote"], { ok: true }>["data"];

function VoteForm({ vote, reply }: { vote: Vote; reply: Reply | undefined }) {
  const { t } = useTranslation("oss");
  const q = vote.question;
  const form = useForm({
    id: `oss-vote-${q.id}`,
    reply,
    defaults: { answer: q.answer ?? undefined },
    rule: voteRule(vote.questionIds),
  });
  const answer = form.field("answer");
  const group = fieldset();
  const choices = choice({ align: "start" });
  return (
    <Form method="post" action={votePath(vote.id, vote.index)} {...form.props} className={card({ stack: true })}>
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="question" value={String(q.id)} />
      <p className={text({ variant: "muted" })}>{t("oss.progress", { n: vote.index + 1, total: vote.total })}</p>
      <fieldset
        className={group.root}
        aria-describedby={answer.errors ? answer.errorId : undefined}
        aria-invalid={answer.errors ? true : undefined}
      >
        <legend className={cx(group.legend, heading({ level: "title" }))}>
          {t("oss.question_title", { n: q.number, text: q.text })}
        </legend>
        {q.message ? <p>{q.message}</p> : null}
        <QuestionFile question={q} />
        {ANSWER_CODES.map((code, i) => {
          // The first option takes the field's id: the error summary's link leads to it.
          const id = i === 0 ? answer.id : `${answer.id}-${code}`;
          return (
            <label key={code} htmlFor={id} className={choices.root}>
              <input
                id={id}
                type="radio"
                name={answer.name}
                value={code}
                defaultChecked={answer.defaultValue === code}
                className={choices.control}
              />
              <span>{t(ANSWER_KEYS[code])}</span>
            </label>
          );
        })}
        <FieldError id={answer.errorId} errors={answer.errors} />
      </fieldset>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        {vote.index > 0 ? (
          <Link to={votePath(vote.id, vote.index - 1)} className={button({ variant: "secondary" })}>
            {t("oss.back")}
          </Link>
        ) : null}
        <SubmitButton form={form} busy={form.busy} name="intent" value={vote.last ? "complete" : "next"}>
          {t(vote.last ? "oss.complete" : "oss.next")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

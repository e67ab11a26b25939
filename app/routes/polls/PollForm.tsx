import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css, cx } from "styled-system/css";
import { choice, fieldset, heading, input, text } from "styled-system/recipes";
import { LIMITS } from "~/domain/forms/limits";
import { optionField, pollRule, questionField } from "~/domain/polls/answers";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field, FieldError } from "~/ui/Field";
import { control, useForm, type FormMeta, type Reply } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import { QuestionText } from "./QuestionText";
import type { PollView, QuestionView } from "./types";

// The poll form of a resident's poll and of an open poll (§5 Poll answers): radios for a single choice,
// checkboxes for a multiple one, a text for an open question; a question answered before (a poll being
// continued) shows the resident's answer instead. The server checks the post with the poll's rule (§4: at least
// one answer, a partly passed poll only once continued); every press posts.

const choices = choice({ align: "start" });
const group = fieldset();

/** The poll as its rule takes it (the provider's shape, rebuilt from what the page was given). */
export function schemaPoll(poll: PollView) {
  return {
    Questions: poll.questions.map((q) => ({
      ID: q.id,
      AnswerType: q.kind,
      IsCompleteByUser: q.done,
      Answers: q.options.map((o) => ({ ID: o.id })),
    })),
  };
}

export function PollForm({
  poll,
  action,
  reply,
  continuing,
}: {
  poll: PollView;
  action: string;
  reply: Reply | null | undefined;
  continuing: boolean;
}) {
  const { t } = useTranslation("polls");
  const form = useForm({ id: `poll-${poll.id}`, reply, rule: pollRule(schemaPoll(poll)) });
  return (
    <Form method="post" action={action} {...form.props} className={css({ display: "grid", gap: "5" })}>
      <ErrorSummary form={form} />
      <OnceField />
      {continuing ? <input type="hidden" name="continuing" value="1" /> : null}
      {poll.questions.map((q, i) => {
        const meta = form.field(questionField(q.id));
        const legendId = `${meta.id}-legend`;
        return (
          <fieldset
            key={q.id}
            className={group.root}
            aria-describedby={meta.errors ? meta.errorId : undefined}
            aria-invalid={meta.errors ? true : undefined}
          >
            <legend id={legendId} className={cx(group.legend, heading({ level: "card" }))}>
              {t("polls.question_n", { n: i + 1 })}. <QuestionText parts={q.parts} />
            </legend>
            {q.done ? <Answered question={q} /> : <Inputs question={q} form={form} legendId={legendId} />}
          </fieldset>
        );
      })}
      <SubmitButton form={form} busy={form.busy} name="intent" value="send">
        {t("polls.send")}
      </SubmitButton>
    </Form>
  );
}

function Inputs({ question: q, form, legendId }: { question: QuestionView; form: FormMeta; legendId: string }) {
  const { t } = useTranslation("polls");
  const meta = form.field(questionField(q.id));
  if (q.kind === "open") {
    const own = control(meta, { hint: true });
    return (
      <Field field={meta} label={t("polls.open_label")} hint={t("polls.open_hint", { max: LIMITS.pollAnswer })}>
        <textarea
          {...own}
          rows={3}
          aria-describedby={[own["aria-describedby"], legendId].filter(Boolean).join(" ")}
          className={input()}
        />
      </Field>
    );
  }
  const multiple = q.kind === "multiple";
  return (
    <>
      {multiple ? <p className={text({ variant: "hint" })}>{t("polls.choose_several")}</p> : null}
      {q.options.map((o, k) => {
        // A box is its own field; the radios share the question's, the first taking its id (the summary's link).
        const box = form.field(optionField(q.id, o.id));
        const id = multiple ? box.id : k === 0 ? meta.id : `${meta.id}-${o.id}`;
        return (
          <label key={o.id} htmlFor={id} className={choices.root}>
            <input
              id={id}
              type={multiple ? "checkbox" : "radio"}
              name={multiple ? box.name : meta.name}
              value={multiple ? "on" : String(o.id)}
              defaultChecked={multiple ? box.defaultValue === "on" : meta.defaultValue === String(o.id)}
              className={choices.control}
            />
            <span>{o.text}</span>
          </label>
        );
      })}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** A question completed before: what the resident answered (the provider keeps first answers). */
function Answered({ question: q }: { question: QuestionView }) {
  const { t } = useTranslation("polls");
  const mine = q.kind === "open" ? (q.own ? [q.own] : []) : q.options.filter((o) => o.mine).map((o) => o.text);
  return (
    <p className={text({ variant: "muted" })}>
      {t("polls.answered")}{" "}
      {mine.length
        ? t(mine.length > 1 ? "polls.your_answers" : "polls.your_answer", { answer: mine[0], answers: mine.join(", ") })
        : null}
    </p>
  );
}

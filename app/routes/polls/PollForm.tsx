import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css, cx } from "styled-system/css";
import { button, choice, field as fieldRecipe, fieldset, heading, input, text } from "styled-system/recipes";
import { LIMITS } from "~/domain/forms/limits";
import type { PollResultAnswer } from "~/domain/polls/answers";
import { optionField, questionField } from "~/domain/polls/fields";
import { messagesText } from "~/ui/messages";
import { OnceField } from "~/ui/OnceField";
import { useIsPending } from "~/ui/hooks";
import { pollSchema } from "./poll.schema";
import { QuestionText } from "./QuestionText";
import type { PollView, QuestionView } from "./types";

// The poll form of a resident's poll and of an open poll (§5 Poll answers): radios for a single choice,
// checkboxes for a multiple one, a text for an open question; a question answered before (a poll being
// continued) shows the resident's answer instead. The browser runs the server's schema before posting.

const choices = choice({ align: "start" });
const group = fieldset();
const fieldClasses = fieldRecipe();

/** The poll as the schema takes it (the provider's shape, rebuilt from what the page was given). */
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
  result,
  continuing,
}: {
  poll: PollView;
  action: string;
  result: SubmissionResult | null;
  continuing: boolean;
}) {
  const { t } = useTranslation("polls");
  const [form, fields] = useForm<Record<string, string>, PollResultAnswer[]>({
    id: `poll-${poll.id}`,
    lastResult: result ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pollSchema(schemaPoll(poll)) }),
  });
  const busy = useIsPending();
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={css({ display: "grid", gap: "5" })}>
      <OnceField />
      {continuing ? <input type="hidden" name="continuing" value="1" /> : null}
      {poll.questions.map((q, i) => {
        const name = questionField(q.id);
        const meta = fields[name]!;
        const legendId = `${form.id}-q${q.id}`;
        return (
          <fieldset key={q.id} className={group.root} aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
            <legend id={legendId} className={cx(group.legend, heading({ level: "card" }))}>
              {t("polls.question_n", { n: i + 1 })}. <QuestionText parts={q.parts} />
            </legend>
            {q.done ? (
              <Answered question={q} />
            ) : (
              <Inputs question={q} initial={(n) => fields[n]?.initialValue} labelledBy={legendId} />
            )}
            <p id={meta.errorId} className={fieldClasses.error} aria-live="polite">
              {messagesText(t, meta.errors)}
            </p>
          </fieldset>
        );
      })}
      {/* Next to the send button, where the resident looks after pressing it. */}
      <p id={form.errorId} role="alert" className={text({ variant: "alert" })}>
        {messagesText(t, form.errors)}
      </p>
      <div>
        <button type="submit" name="intent" value="send" className={button()} disabled={busy}>
          {t("polls.send")}
        </button>
      </div>
    </Form>
  );
}

function Inputs({
  question: q,
  initial,
  labelledBy,
}: {
  question: QuestionView;
  initial: (name: string) => unknown;
  labelledBy: string;
}) {
  const { t } = useTranslation("polls");
  const name = questionField(q.id);
  if (q.kind === "open") {
    const id = `${name}-text`;
    return (
      <div className={fieldClasses.root}>
        <label htmlFor={id} className={fieldClasses.label}>
          {t("polls.open_label")}
        </label>
        <textarea
          id={id}
          name={name}
          rows={3}
          defaultValue={typeof initial(name) === "string" ? (initial(name) as string) : ""}
          aria-describedby={`${id}-hint ${labelledBy}`}
          className={input()}
        />
        <p id={`${id}-hint`} className={fieldClasses.hint}>
          {t("polls.open_hint", { max: LIMITS.pollAnswer })}
        </p>
      </div>
    );
  }
  const multiple = q.kind === "multiple";
  return (
    <>
      {multiple ? <p className={text({ variant: "hint" })}>{t("polls.choose_several")}</p> : null}
      {q.options.map((o) => {
        const id = `${name}-${o.id}`;
        const field = multiple ? optionField(q.id, o.id) : name;
        const checked = multiple ? initial(field) === "on" : initial(name) === String(o.id);
        return (
          <label key={o.id} htmlFor={id} className={choices.root}>
            <input
              id={id}
              type={multiple ? "checkbox" : "radio"}
              name={field}
              value={multiple ? "on" : String(o.id)}
              defaultChecked={checked}
              className={choices.control}
            />
            <span>{o.text}</span>
          </label>
        );
      })}
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

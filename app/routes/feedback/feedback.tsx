import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { css, cx } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { button, heading, input } from "styled-system/recipes";
import { isBot } from "~/domain/support/feedback";
import { translator } from "~/server/middleware.server";
import type { Notice } from "~/session/notice";
import { Field, pendingReason } from "~/ui/legacy/Field";
import { formReasons } from "~/ui/form-reasons.server";
import { PhoneField } from "~/ui/legacy/PhoneField";
import { TextField } from "~/ui/legacy/TextField";
import { useSubmitRule } from "~/ui/useSubmitRule";
import type { Route } from "./+types/feedback";
import { feedbackSchema } from "./feedback.schema";
import { HONEYPOT } from "./honeypot";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["feedback"], description: "feedback.meta_description" };

export async function loader({ context }: Route.LoaderArgs) {
  // Send's reasons for the empty form, in the first paint (useSubmitRule).
  return { title: translator(context)("feedback.title"), reasons: formReasons(feedbackSchema, { [HONEYPOT]: "" }) };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: feedbackSchema });
  const sent: Notice = { kind: "success", key: "feedback.sent" };
  // A bot gets the same answer as a person, so it learns nothing about the trap.
  if (isBot(formData.get(HONEYPOT)?.toString()))
    return { result: submission.reply({ resetForm: true }), notices: [sent] };
  if (submission.status !== "success") return data({ result: submission.reply(), notices: [] }, { status: 400 });
  // §7 Other: the feedback form makes no call; it shows success and clears.
  return { result: submission.reply({ resetForm: true }), notices: [sent] };
}

/** Feedback (§2.3), open without login. */
export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const [form, formFields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  });
  // §5: with JS, Send waits until all four fields are filled (and right), saying what is missing where.
  // After a refused post the form shows what was posted, which the browser checks itself.
  const { blocked, fields } = useSubmitRule(form, formFields, feedbackSchema, actionData ? null : loaderData.reasons);
  const honeypot = fields[HONEYPOT];
  return (
    <>
      <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{t("feedback.heading")}</h1>
      <p className={css({ mb: "4" })}>{t("feedback.intro")}</p>
      <Form method="post" {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
        <TextField field={fields.name} label={t("feedback.name")} autoComplete="name" />
        <TextField field={fields.email} label={t("feedback.email")} type="email" autoComplete="email" />
        <PhoneField field={fields.phone} label={t("feedback.phone")} />
        <Field
          id={fields.description.id}
          label={t("feedback.description")}
          errorId={fields.description.errorId}
          errors={fields.description.errors}
          pending={pendingReason(fields.description)}
        >
          <textarea
            {...getTextareaProps(fields.description)}
            key={fields.description.key}
            rows={5}
            className={input()}
          />
        </Field>
        {/* The honeypot: hidden from sight and from the tab order; a screen reader hears to leave it empty. */}
        <div className={visuallyHidden()}>
          <label htmlFor={honeypot.id}>{t("feedback.honeypot")}</label>
          <input id={honeypot.id} name={honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className={button()} disabled={blocked}>
          {t("feedback.submit")}
        </button>
      </Form>
    </>
  );
}

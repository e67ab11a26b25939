import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, href, redirect } from "react-router";
import { css, cx } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { heading, input } from "styled-system/recipes";
import { feedbackRule, isBot } from "~/domain/support/feedback";
import { sessionContext } from "~/server/context.server";
import { translator } from "~/server/middleware.server";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm } from "~/ui/form";
import { PhoneField } from "~/ui/PhoneField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/feedback";
import { feedbackSchema } from "./feedback.schema";
import { HONEYPOT } from "./honeypot";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["feedback"], description: "feedback.meta_description" };

export async function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("feedback.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const sent = () => {
    context.get(sessionContext).flash({ kind: "success", key: "feedback.sent" });
    // Post/redirect/get: the form comes back empty, and a reload sends nothing again.
    return redirect(href("/feedback"));
  };
  // A bot gets the same answer as a person, so it learns nothing about the trap.
  if (isBot(formData.get(HONEYPOT)?.toString())) throw sent();
  const submission = parseWithZod(formData, { schema: feedbackSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // §7 Other: the feedback form makes no call; it shows success and clears.
  throw sent();
}

/** Feedback (§2.3), open without login. §5: Send is disabled until all four fields are filled. */
export default function Feedback({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const form = useForm({ id: "feedback", reply: actionData?.result, rule: feedbackRule, disable: true });
  const description = form.field("description");
  const honeypot = form.field(HONEYPOT);
  return (
    <>
      <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{t("feedback.heading")}</h1>
      <p className={css({ mb: "4" })}>{t("feedback.intro")}</p>
      <Form
        method="post"
        {...form.props}
        // The server words a wrong e-mail (§5), not the browser's own check of type="email".
        noValidate
        className={css({ display: "grid", gap: "3" })}
      >
        <ErrorSummary form={form} />
        <TextField field={form.field("name")} label={t("feedback.name")} autoComplete="name" />
        <TextField field={form.field("email")} label={t("feedback.email")} type="email" autoComplete="email" />
        <PhoneField field={form.field("phone")} label={t("feedback.phone")} />
        <Field field={description} label={t("feedback.description")}>
          <textarea {...control(description)} rows={5} className={input()} />
        </Field>
        {/* The honeypot: hidden from sight and from the tab order; a screen reader hears to leave it empty. */}
        <div className={visuallyHidden()}>
          <label htmlFor={honeypot.id}>{t("feedback.honeypot")}</label>
          <input id={honeypot.id} name={honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <SubmitButton form={form} busy={form.busy}>
          {t("feedback.submit")}
        </SubmitButton>
      </Form>
    </>
  );
}

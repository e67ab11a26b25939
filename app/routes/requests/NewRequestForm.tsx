import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, callout, card, heading, input, link } from "styled-system/recipes";
import { emergencyWorksFor, linkify, resolveChoice, typeLabel, type RequestTypeNode } from "~/domain/requests/create";
import { ACCEPT } from "~/domain/requests/accept";
import type { Notice } from "~/session/notice";
import { Field } from "~/ui/legacy/Field";
import { FileField } from "~/ui/legacy/FileField";
import { useHydrated } from "~/ui/hooks";
import { Notices, usePublishNotices } from "~/ui/Notices";
import { SelectField } from "~/ui/legacy/SelectField";
import { useSubmitRule } from "~/ui/useSubmitRule";
import { rulesOf, valuesOf } from "./new-values";
import { choiceSchema, newRequestSchema } from "./new.schema";
import type { Route as CreateRoute } from "./+types/create";
import type { Route } from "./+types/new";
import { sendWithProgress } from "./upload";
import { OnceField } from "~/ui/OnceField";
import { useZonedTime } from "~/ui/ZonedTime";

/** What /requests/create answers the form sent by script. */
type CreateAnswer = NonNullable<CreateRoute.ComponentProps["actionData"]>;

interface Props {
  /** The page's data, with the types loaded (the page shows their failure instead of the form). */
  data: Pick<Route.ComponentProps["loaderData"], "addresses" | "denied" | "works"> & { types: RequestTypeNode[] };
  /** The action's answer: field errors and the input to keep (or, after a choice without JS, the next level). */
  result?: SubmissionResult<string[]>;
  /** Refused by the requests limit: how long to wait, shown next to the button. */
  wait?: Notice | null;
}

/**
 * The new-request form (one zod schema with the server). Dependent choices: with JS the next select appears at
 * once; without JS "Show the options" posts the choice and the page comes back with the next level. With JS a
 * chosen file is sent by XMLHttpRequest to show the upload's progress.
 */
export function NewRequestForm({ data, result, wait }: Props) {
  const { t } = useTranslation("request_new");
  const hydrated = useHydrated();
  const rules = useMemo(() => rulesOf(data), [data]);
  const schema = useMemo(() => newRequestSchema(rules), [rules]);
  const [sent, setSent] = useState<{
    result?: SubmissionResult<string[]>;
    notices: Notice[];
    wait?: Notice | null;
  } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The upload's answer came by script, not through the router: its notices join the page's.
  usePublishNotices(sent?.notices);
  const [form, formFields] = useForm({
    id: "new-request",
    lastResult: sent?.result ?? result,
    defaultValue: data.addresses.length === 1 ? { ident: data.addresses[0]!.ident } : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.get("intent") === "choose" ? choiceSchema : schema }),
    async onSubmit(event, { formData }) {
      const file = formData.get("file");
      if (formData.get("intent") === "choose" || !(file instanceof File) || file.size === 0) return; // a plain post
      event.preventDefault();
      setProgress(0);
      const answer = await sendWithProgress<CreateAnswer>("/requests/create", formData, setProgress);
      if (answer?.ok) {
        // A full load, so the notices the session holds are shown on the request's page.
        window.location.assign(answer.redirectTo);
        return;
      }
      setProgress(null);
      setSent(
        answer
          ? { result: answer.result, notices: answer.notices, wait: answer.wait ?? null }
          : { notices: [{ kind: "error", key: "request_new.file_download_error" }] },
      );
    },
  });
  // §5: with JS, create stays disabled until address, type, subtypes and description are there (and the file
  // is acceptable), the missing ones said at their fields.
  const { blocked, fields } = useSubmitRule(form, formFields, schema);
  const limited = sent?.wait ?? wait ?? null;
  const values = valuesOf(form.value);
  const chosen = resolveChoice(data.types, values);
  const deniedMessage =
    values.ident && values.ident in data.denied
      ? (data.denied[values.ident] ?? t("request_new.creation_denied"))
      : null;
  const works = emergencyWorksFor(data.works, values.ident);
  const zoned = useZonedTime();
  const messages = [chosen.type, chosen.subtype, chosen.detail]
    .map((n) => n?.MessageForUser)
    .filter((m): m is string => !!m);
  const typeOptions = (nodes: RequestTypeNode[]) =>
    nodes.map((n) => ({ value: String(n.ID), label: typeLabel(n.Name) }));
  // A new type voids the subtype and detail chosen for the previous one, and so on down.
  const clear = (...names: Array<"subTypeID" | "detailSubTypeID">) =>
    names.forEach((name) => form.update({ name, value: "" }));

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={card({ stack: true })}>
      <OnceField />
      <SelectField
        placeholder={t("request_new.choose")}
        field={fields.ident}
        label={t("request_new.address")}
        options={data.addresses.map((a) => ({ value: a.ident, label: `${a.address} (${a.ident})` }))}
      />
      {deniedMessage ? (
        <div role="alert" className={callout({ kind: "error", variant: "raised" }).root}>
          {deniedMessage}
        </div>
      ) : null}
      {works.length > 0 ? (
        <section aria-labelledby="works-heading" className={callout({ kind: "info", variant: "raised" }).root}>
          <h2 id="works-heading" className={heading({ level: "card" })}>
            {t("request_new.emergency_works")}
          </h2>
          <ul>
            {works.map((w, i) => (
              <li key={i}>
                {t("request_new.emergency_period", { start: zoned(w.start), end: zoned(w.end) })}: {w.Description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SelectField
        placeholder={t("request_new.choose")}
        field={fields.typeID}
        label={t("request_new.type")}
        options={typeOptions(data.types)}
        onChange={() => clear("subTypeID", "detailSubTypeID")}
      />
      {chosen.subtypes.length > 0 ? (
        <SelectField
          placeholder={t("request_new.choose")}
          field={fields.subTypeID}
          label={t("request_new.subtype")}
          options={typeOptions(chosen.subtypes)}
          onChange={() => clear("detailSubTypeID")}
        />
      ) : null}
      {chosen.details.length > 0 ? (
        <SelectField
          placeholder={t("request_new.choose")}
          field={fields.detailSubTypeID}
          label={t("request_new.detail")}
          options={typeOptions(chosen.details)}
        />
      ) : null}
      {hydrated ? null : (
        <div>
          <button type="submit" name="intent" value="choose" className={button({ variant: "secondary", size: "sm" })}>
            {t("request_new.show_options")}
          </button>
        </div>
      )}
      {messages.map((m, i) => (
        <p key={i} className={callout({ kind: "info", variant: "raised" }).root}>
          {linkify(m).map((part, j) =>
            part.href ? (
              <a key={j} href={part.href} target="_blank" rel="noopener noreferrer" className={link()}>
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
      <Field id="new-text" label={t("request_new.description")} errorId="new-text-error" errors={fields.text.errors}>
        <textarea
          {...getTextareaProps(fields.text)}
          key={fields.text.key}
          id="new-text"
          aria-describedby="new-text-error"
          rows={5}
          className={input()}
        />
      </Field>
      <FileField
        id="new-file"
        label={t("request_new.file_optional")}
        errorId="new-file-error"
        errors={fields.file.errors}
        hint={t("request_new.file_hint")}
        hintId="new-file-hint"
        input={{
          ...getInputProps(fields.file, { type: "file" }),
          accept: ACCEPT,
          "aria-describedby": "new-file-hint new-file-error",
        }}
        onFiles={() => form.validate({ name: fields.file.name })}
      />
      {progress !== null ? (
        <div className={css({ display: "grid", gap: "1" })}>
          <label htmlFor="new-progress">{t("request_new.uploading")}</label>
          <progress id="new-progress" max={100} value={progress} />
        </div>
      ) : null}
      {limited ? <Notices inline notices={[limited]} /> : null}
      <div>
        <button type="submit" name="intent" value="create" className={button()} disabled={blocked || progress !== null}>
          {t("request_new.create")}
        </button>
      </div>
    </Form>
  );
}

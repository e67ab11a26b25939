import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { css } from "styled-system/css";
import { button, callout, card, heading, input, link, noJsOnly } from "styled-system/recipes";
import type { emergencyWorkViews } from "~/domain/dates/zone";
import { ACCEPT } from "~/domain/requests/accept";
import {
  emergencyWorksFor,
  linkify,
  resolveChoice,
  typeLabel,
  type AddressOption,
  type RequestTypeNode,
} from "~/domain/requests/create";
import { choiceOf, newRequestRule, type NewRequestInput } from "~/domain/requests/forms";
import type { Notice } from "~/session/notice";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { FileField } from "~/ui/FileField";
import { control, useForm, type Reply, type Values } from "~/ui/form";
import { usePublishNotices } from "~/ui/Notices";
import { OnceField } from "~/ui/OnceField";
import { SelectField } from "~/ui/SelectField";
import { SubmitButton } from "~/ui/SubmitButton";
import { useZonedTime } from "~/ui/ZonedTime";
import type { Route as CreateRoute } from "./+types/create";
import { sendWithProgress } from "./upload";

/** What /requests/create answers the form sent by script. */
type CreateAnswer = NonNullable<CreateRoute.ComponentProps["actionData"]>;

export interface NewRequestData {
  addresses: AddressOption[];
  /** The accounts denied creation, each with its own message (null: the default words). */
  denied: Record<string, string | null>;
  works: ReturnType<typeof emergencyWorkViews>;
  types: RequestTypeNode[];
}

const ID = "new-request";

/** The choices below each select: a new choice voids them (§4: unneeded subtype ids go as null). */
const BELOW: Record<string, string[]> = { typeID: ["subTypeID", "detailSubTypeID"], subTypeID: ["detailSubTypeID"] };

const text = (v: Values[string]) => (typeof v === "string" ? v : undefined);

/**
 * The new-request form (§2.3). The server checks it with the rule of app/domain/requests/forms.ts; with JS the
 * same rule keeps Create disabled (§5) and says why. Dependent choices: with JS the next select follows the
 * form's values at once; without JS "Show the options" posts the choice and the page comes back with the next
 * level. With JS a chosen file is sent by XMLHttpRequest, to show the upload's progress (fetch cannot).
 */
export function NewRequestForm({ data, reply }: { data: NewRequestData; reply?: Reply }) {
  const { t } = useTranslation("request_new");
  const rule = useMemo(
    () =>
      newRequestRule({
        types: data.types,
        idents: data.addresses.map((a) => a.ident),
        denied: Object.keys(data.denied),
      }),
    [data],
  );
  // The answer of a post sent by script: its reply and notices stand in for the router's.
  const [sent, setSent] = useState<{ result?: Reply; notices: Notice[] } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  usePublishNotices(sent?.notices);
  const form = useForm({
    id: ID,
    reply: sent?.result ?? reply,
    defaults: data.addresses.length === 1 ? { ident: data.addresses[0]!.ident } : undefined,
    rule,
    disable: true,
  });
  const values: NewRequestInput = {
    ident: text(form.values.ident),
    typeID: text(form.values.typeID),
    subTypeID: text(form.values.subTypeID),
  };
  const chosen = resolveChoice(data.types, choiceOf(values));
  // Own keys only: a posted "__proto__" or "constructor" would otherwise find Object's and render an object.
  const denied =
    values.ident && Object.hasOwn(data.denied, values.ident) ? (data.denied[values.ident] ?? null) : undefined;
  const works = emergencyWorksFor(data.works, values.ident);
  const zoned = useZonedTime();
  const messages = [chosen.type, chosen.subtype, chosen.detail]
    .map((n) => n?.MessageForUser)
    .filter((m): m is string => !!m);
  const options = (nodes: RequestTypeNode[]) => nodes.map((n) => ({ value: String(n.ID), label: typeLabel(n.Name) }));
  // A dependent select shows what the form holds now (a new choice above it emptied it).
  const current = (name: "subTypeID" | "detailSubTypeID") => ({
    ...form.field(name),
    defaultValue: text(form.values[name]),
  });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    for (const name of BELOW[(event.target as HTMLSelectElement).name] ?? []) {
      const below = event.currentTarget.elements.namedItem(name);
      if (below instanceof HTMLSelectElement) below.value = "";
    }
    form.props.onChange(event);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.props.onSubmit(event);
    if (event.defaultPrevented) return;
    setSent(null);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = new FormData(event.currentTarget, submitter);
    const file = body.get("file");
    if (body.get("intent") !== "create" || !(file instanceof File) || file.size === 0) return; // a plain post
    event.preventDefault();
    setProgress(0);
    void sendWithProgress<CreateAnswer>(href("/requests/create"), body, setProgress).then((answer) => {
      // A full load, so the notices the session holds show on the request's page.
      if (answer?.ok) return window.location.assign(answer.redirectTo);
      setProgress(null);
      setSent(answer ?? { notices: [{ kind: "error", key: "request_new.file_download_error" }] });
    });
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      onChange={onChange}
      onSubmit={onSubmit}
      className={card({ stack: true })}
    >
      <ErrorSummary form={form} />
      <OnceField />
      <SelectField
        placeholder={t("request_new.choose")}
        field={form.field("ident")}
        label={t("request_new.address")}
        options={data.addresses.map((a) => ({ value: a.ident, label: `${a.address} (${a.ident})` }))}
      />
      {denied !== undefined ? (
        <p id={`${ID}-denied`} className={callout({ kind: "warning", variant: "raised" }).root}>
          {denied ?? t("request_new.creation_denied")}
        </p>
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
        field={form.field("typeID")}
        label={t("request_new.type")}
        options={options(data.types)}
      />
      {chosen.subtypes.length > 0 ? (
        <SelectField
          key={values.typeID}
          placeholder={t("request_new.choose")}
          field={current("subTypeID")}
          label={t("request_new.subtype")}
          options={options(chosen.subtypes)}
        />
      ) : null}
      {chosen.details.length > 0 ? (
        <SelectField
          key={values.subTypeID}
          placeholder={t("request_new.choose")}
          field={current("detailSubTypeID")}
          label={t("request_new.detail")}
          options={options(chosen.details)}
        />
      ) : null}
      {/* Without JS the next level comes from the server; with JS it follows the choice at once. */}
      <div className={noJsOnly()}>
        <button
          type="submit"
          name="intent"
          value="choose"
          formNoValidate
          className={button({ variant: "secondary", size: "sm" })}
        >
          {t("request_new.show_options")}
        </button>
      </div>
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
      <Field field={form.field("text")} label={t("request_new.description")}>
        <textarea {...control(form.field("text"))} rows={5} className={input()} />
      </Field>
      <FileField
        field={form.field("file")}
        label={t("request_new.file_optional")}
        hint={t("request_new.file_hint")}
        accept={ACCEPT}
      />
      {progress !== null ? (
        <div className={css({ display: "grid", gap: "1" })}>
          <label htmlFor={`${ID}-progress`}>{t("request_new.uploading")}</label>
          <progress id={`${ID}-progress`} max={100} value={progress} />
        </div>
      ) : null}
      <SubmitButton form={form} busy={form.busy || progress !== null} name="intent" value="create">
        {t("request_new.create")}
      </SubmitButton>
    </Form>
  );
}

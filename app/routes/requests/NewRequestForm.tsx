import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { button, card, input, notice } from "styled-system/recipes";
import { createProblems, emergencyWorksFor, linkify, resolveChoice, typeLabel, type RequestTypeNode } from "~/domain/requests/create";
import { ACCEPT, attachmentProblem } from "~/domain/requests/files";
import { Field } from "~/ui/Field";
import { useHydrated } from "~/ui/hooks";
import type { NewRequestData, NewRequestValues } from "./new.server";
import { sendWithProgress } from "./upload";

const PROBLEM_FIELD = { address: "ident", denied: "ident", type: "typeID", subtype: "subTypeID", detail: "detailSubTypeID", text: "text" } as const;
const PROBLEM_KEY = {
  address: "requests.address_required",
  denied: "requests.creation_denied",
  type: "requests.type_required",
  subtype: "requests.subtype_required",
  detail: "requests.detail_required",
  text: "requests.text_required",
} as const;

interface Props {
  data: Pick<NewRequestData, "addresses" | "types" | "denied" | "works">;
  values?: NewRequestValues;
  errors: Record<string, string>;
}

/**
 * The new-request form. Dependent choices: with JS the next select appears at once; without JS "Show the
 * options" posts the choice and the page comes back with the next level. With JS a chosen file is sent by
 * XMLHttpRequest to show the upload's progress.
 */
export function NewRequestForm({ data, values, errors: serverErrors }: Props) {
  const { t } = useTranslation("requests");
  const hydrated = useHydrated();
  const first = data.addresses.length === 1 ? data.addresses[0]!.ident : "";
  const [ident, setIdent] = useState(values?.ident || first);
  const [typeID, setType] = useState<number | null>(values?.typeID ?? null);
  const [subTypeID, setSub] = useState<number | null>(values?.subTypeID ?? null);
  const [detailSubTypeID, setDetail] = useState<number | null>(values?.detailSubTypeID ?? null);
  const [text, setText] = useState(values?.text ?? "");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState(serverErrors);
  const [progress, setProgress] = useState<number | null>(null);
  const chosen = resolveChoice(data.types, { typeID, subTypeID, detailSubTypeID });
  const deniedMessage = ident && ident in data.denied ? (data.denied[ident] ?? t("requests.creation_denied")) : null;
  const works = emergencyWorksFor(data.works, ident);
  const problems = createProblems(data.types, {
    ident,
    typeID,
    subTypeID,
    detailSubTypeID,
    text,
    allowedIdents: new Set(data.addresses.map((a) => a.ident)),
    deniedIdents: new Set(Object.keys(data.denied)),
  });
  const messages = [chosen.type, chosen.subtype, chosen.detail].map((n) => n?.MessageForUser).filter((m): m is string => !!m);
  const fileError = fileProblem ?? errors.file;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "choose") return;
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (problems.length > 0 || fileProblem) {
      event.preventDefault();
      setErrors(Object.fromEntries(problems.map((p) => [PROBLEM_FIELD[p], PROBLEM_KEY[p]])));
      return;
    }
    if (!file) return; // a plain post: the page's action creates the request
    event.preventDefault();
    const body = new FormData(form);
    body.set("intent", "create");
    setProgress(0);
    const answer = await sendWithProgress("/requests/create", body, setProgress);
    if (answer.ok && answer.redirectTo) {
      // A full load, so the notices the session holds are shown on the request's page.
      window.location.assign(answer.redirectTo);
      return;
    }
    setProgress(null);
    setErrors(answer.errors ?? { file: "requests.file_download_error" });
  }

  const select = (name: string, label: string, options: Array<{ value: string; label: string }>, value: string, onChange: (v: string) => void) => {
    const id = `new-${name}`;
    const error = errors[name];
    return (
      <Field id={id} label={label} errorId={`${id}-error`} errors={error ? [error] : undefined}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={input()}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        >
          <option value="">{t("requests.choose")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  const typeOptions = (nodes: RequestTypeNode[]) => nodes.map((n) => ({ value: String(n.ID), label: typeLabel(n.Name) }));
  const num = (v: string) => (v ? Number(v) : null);

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className={`${card()} ${css({ display: "grid", gap: "3" })}`} noValidate>
      {select("ident", t("requests.address"), data.addresses.map((a) => ({ value: a.ident, label: `${a.address} (${a.ident})` })), ident, setIdent)}
      {deniedMessage ? (
        <div role="alert" className={notice({ kind: "error" })}>
          {deniedMessage}
        </div>
      ) : null}
      {works.length > 0 ? (
        <section aria-labelledby="works-heading" className={notice({ kind: "info" })}>
          <h2 id="works-heading" className={css({ fontWeight: "semibold" })}>
            {t("requests.emergency_works")}
          </h2>
          <ul>
            {works.map((w, i) => (
              <li key={i}>
                {t("requests.emergency_period", { start: w.DateStart, end: w.DateEnd })}: {w.Description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {select("typeID", t("requests.type"), typeOptions(data.types), typeID ? String(typeID) : "", (v) => {
        setType(num(v));
        setSub(null);
        setDetail(null);
      })}
      {chosen.subtypes.length > 0
        ? select("subTypeID", t("requests.subtype"), typeOptions(chosen.subtypes), subTypeID ? String(subTypeID) : "", (v) => {
            setSub(num(v));
            setDetail(null);
          })
        : null}
      {chosen.details.length > 0
        ? select("detailSubTypeID", t("requests.detail"), typeOptions(chosen.details), detailSubTypeID ? String(detailSubTypeID) : "", (v) => setDetail(num(v)))
        : null}
      {hydrated ? null : (
        <div>
          <button type="submit" name="intent" value="choose" formNoValidate className={button({ variant: "secondary", size: "sm" })}>
            {t("requests.show_options")}
          </button>
        </div>
      )}
      {messages.map((m, i) => (
        <p key={i} className={notice({ kind: "info" })}>
          {linkify(m).map((part, j) =>
            part.href ? (
              <a key={j} href={part.href} target="_blank" rel="noopener noreferrer" className={css({ color: "brand", textDecoration: "underline" })}>
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
      <Field id="new-text" label={t("requests.description")} errorId="new-text-error" errors={errors.text ? [errors.text] : undefined}>
        <textarea
          id="new-text"
          name="text"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={input()}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby="new-text-error"
        />
      </Field>
      <Field id="new-file" label={t("requests.file_optional")} errorId="new-file-error" errors={fileError ? [fileError] : undefined} hint={t("requests.file_hint")} hintId="new-file-hint">
        <input
          id="new-file"
          name="file"
          type="file"
          accept={ACCEPT}
          aria-describedby="new-file-hint new-file-error"
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => {
            const f = e.target.files?.[0];
            const problem = f ? attachmentProblem(f) : null;
            setFileProblem(problem ? `requests.${problem}` : null);
          }}
        />
      </Field>
      {progress !== null ? (
        <div className={css({ display: "grid", gap: "1" })}>
          <label htmlFor="new-progress">{t("requests.uploading")}</label>
          <progress id="new-progress" max={100} value={progress} />
        </div>
      ) : null}
      <div>
        <button type="submit" name="intent" value="create" className={button()} disabled={hydrated && (problems.length > 0 || !!fileProblem || progress !== null)}>
          {t("requests.create")}
        </button>
      </div>
    </Form>
  );
}

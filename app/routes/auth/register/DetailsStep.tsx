import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { css } from "styled-system/css";
import { button, choice, field, link } from "styled-system/recipes";
import { formatBirthDateMask, type BirthDateCheck } from "~/domain/auth/registration";
import { enhance } from "~/ui/enhance";
import { useHydrated } from "~/ui/hooks";
import { messagesText } from "~/ui/messages";
import { pendingReason } from "~/ui/legacy/Field";
import { PhoneField } from "~/ui/legacy/PhoneField";
import { TextField } from "~/ui/legacy/TextField";
import { useSubmitRule, type Reasons } from "~/ui/useSubmitRule";
import { detailsFormValues, type Details } from "./details-values";
import { detailsSchema } from "../register.schema";
import { TEXT_PATHS, type PersonalDataKind } from "./personal-data-paths";
import { OnceField } from "~/ui/OnceField";

// The modals' code (fetcher, text, Ark dialog) loads only when a resident reaches for a text; without JS the
// links open the texts' pages.
const PersonalDataDialog = enhance(() => import("./PersonalDataDialog"));
// On hover or focus of a link: this module, then the dialog's own code, before the click.
const preload = () =>
  void PersonalDataDialog.preload().then(
    (m) => m.preloadDialog(),
    () => undefined,
  );

interface Props {
  defaults: Details;
  /** Why Next is disabled for the form as rendered (the loader's reading, register.server.ts detailsReasons). */
  reasons?: Reasons | null;
  requireBirthDate: boolean;
  lastResult?: SubmissionResult<string[]>;
}

const consentChoice = choice({ align: "start" });

/**
 * The birth-date rules use Temporal; its polyfill loads only where the settings ask for a birth date, after
 * hydration. Until then the browser skips that one check and the server, which always has it, decides.
 */
function useBirthDateCheck(required: boolean): BirthDateCheck | undefined {
  const [check, setCheck] = useState<{ fn: BirthDateCheck }>();
  useEffect(() => {
    if (!required) return;
    let live = true;
    void import("~/domain/auth/birth-date").then((m) => live && setCheck({ fn: m.birthDateCheck() }));
    return () => {
      live = false;
    };
  }, [required]);
  return check?.fn;
}

/** Step 1 (§5): phone, fio, the birth date when required, and consent with links to both texts. */
export function DetailsStep({ defaults, requireBirthDate, reasons, lastResult }: Props) {
  const { t } = useTranslation("registration");
  const hydrated = useHydrated();
  const birthDateIssue = useBirthDateCheck(requireBirthDate);
  const schema = useMemo(() => detailsSchema({ requireBirthDate, birthDateIssue }), [requireBirthDate, birthDateIssue]);
  const [form, formFields] = useForm({
    id: "register-details",
    lastResult,
    defaultValue: detailsFormValues(defaults),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // §5: with JS, Next stays disabled while fio is empty, the phone incomplete or consent absent (and while
  // anything else the step checks is wrong), each reason shown at its field.
  const { blocked, fields } = useSubmitRule(form, formFields, schema, reasons);
  const [dialog, setDialog] = useState<PersonalDataKind | null>(null);
  // A modal stays mounted once opened, so closing it runs the dialog's own exit (focus back to the link).
  const [opened, setOpened] = useState<PersonalDataKind[]>([]);
  const consentBox = useRef<HTMLInputElement>(null);

  // With JS the texts open in a modal; without, the links open their pages in this tab (the browser's Back
  // returns to the filled form; details already sent are in the session anyway).
  const openText = (kind: PersonalDataKind) => (event: MouseEvent) => {
    event.preventDefault();
    setDialog(kind);
    if (!opened.includes(kind)) setOpened([...opened, kind]);
  };
  // Agree / not agree set the checkbox as a click would, so the form's own validation sees the change.
  const answer = (agree: boolean) => {
    if (consentBox.current && consentBox.current.checked !== agree) consentBox.current.click();
    // Not agreeing says at once why the form cannot go on.
    if (!agree) form.validate({ name: fields.consent.name });
    setDialog(null);
  };

  return (
    <>
      <Form method="post" {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
        <OnceField />
        <input type="hidden" name="intent" value="details" />
        <PhoneField field={fields.phone} label={t("registration.phone")} hint={t("registration.phone_hint")} />
        <TextField
          field={fields.fio}
          label={t("registration.fio")}
          hint={t("registration.fio_hint")}
          autoComplete="name"
        />
        {requireBirthDate ? (
          <TextField
            field={fields.birthday}
            label={t("registration.birthday")}
            hint={t("registration.birthday_hint")}
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t("registration.birthday_placeholder")}
            onInput={(e) => {
              const masked = formatBirthDateMask(e.currentTarget.value);
              if (masked !== e.currentTarget.value) e.currentTarget.value = masked;
            }}
          />
        ) : null}
        <div className={field().root}>
          <div className={consentChoice.root}>
            <input
              {...getInputProps(fields.consent, { type: "checkbox" })}
              key={fields.consent.key}
              ref={consentBox}
              className={consentChoice.control}
            />
            <label htmlFor={fields.consent.id}>{t("registration.consent")}</label>
          </div>
          <p
            id={fields.consent.errorId}
            className={field().error}
            aria-live="polite"
            data-pending-reason={!fields.consent.errors && pendingReason(fields.consent) ? true : undefined}
          >
            {messagesText(t, fields.consent.errors ?? pendingReason(fields.consent))}
          </p>
        </div>
        <nav aria-label={t("registration.documents")} className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          {(["agreement", "policy"] as const).map((kind) => (
            <Link
              key={kind}
              to={`${href(TEXT_PATHS[kind])}?${new URLSearchParams({ back: href("/register") })}`}
              className={link()}
              aria-haspopup={hydrated ? "dialog" : undefined}
              onClick={openText(kind)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {t(`registration.${kind}_link`)}
            </Link>
          ))}
        </nav>
        <button type="submit" className={button()} disabled={blocked}>
          {t("registration.next")}
        </button>
      </Form>
      {opened.map((kind) => (
        <PersonalDataDialog
          key={kind}
          kind={kind}
          open={dialog === kind}
          onClose={() => setDialog(null)}
          onAnswer={kind === "agreement" ? answer : undefined}
        />
      ))}
    </>
  );
}

import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { choice, field as fieldRecipe } from "styled-system/recipes";
import { parseIsoDay } from "~/domain/auth/birth-date";
import { detailsRule, formatBirthDateMask } from "~/domain/auth/registration";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/Field";
import { control, useForm, type Reply } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { PhoneField } from "~/ui/PhoneField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import { PersonalDataLink } from "./PersonalDataDialog";

interface Props {
  /** What the form shows first: the phone masked, consent "on" when given before (back from step 2). */
  defaults: { phone: string; fio: string; birthday: string; consent: string };
  requireBirthDate: boolean;
  /** The server's today (ISO), which the birth date's rule checks against. */
  today: string;
  reply: Reply | null | undefined;
}

const consentChoice = choice({ align: "start" });

/** Typing help with JS: digits become DD.MM.YYYY as they are typed. */
const maskBirthDate = (e: { currentTarget: HTMLInputElement }) => {
  const masked = formatBirthDateMask(e.currentTarget.value);
  if (masked !== e.currentTarget.value) e.currentTarget.value = masked;
};

/**
 * Step 1 (§5): phone, fio, the birth date when required, and consent with links to both texts. §5 disables Next
 * while the step's rule finds an issue (fio empty, the phone incomplete, no consent, a wrong birth date).
 */
export function DetailsStep({ defaults, requireBirthDate, today, reply }: Props) {
  const { t } = useTranslation("registration");
  const rule = useMemo(() => {
    const day = parseIsoDay(today) ?? { year: 9999, month: 12, day: 31 };
    return detailsRule({ requireBirthDate, today: day });
  }, [requireBirthDate, today]);
  const form = useForm({ id: "register-details", reply, defaults, rule, disable: true });
  const consent = form.field("consent");
  const consentBox = useRef<HTMLInputElement>(null);
  // The consent text's Agree / Not agree set the box as a click would, so the form reads the change.
  const answer = (agree: boolean) => {
    if (consentBox.current && consentBox.current.checked !== agree) consentBox.current.click();
  };

  return (
    <Form method="post" {...form.props} className={css({ display: "grid", gap: "3" })}>
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="intent" value="details" />
      <PhoneField field={form.field("phone")} label={t("registration.phone")} hint={t("registration.phone_hint")} />
      <TextField
        field={form.field("fio")}
        label={t("registration.fio")}
        hint={t("registration.fio_hint")}
        autoComplete="name"
      />
      {requireBirthDate ? (
        <TextField
          field={form.field("birthday")}
          label={t("registration.birthday")}
          hint={t("registration.birthday_hint")}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t("registration.birthday_placeholder")}
          onInput={maskBirthDate}
        />
      ) : null}
      <div className={fieldRecipe().root}>
        <div className={consentChoice.root}>
          <input
            type="checkbox"
            {...control(consent)}
            defaultValue={undefined}
            value="on"
            defaultChecked={consent.defaultValue === "on"}
            ref={consentBox}
            className={consentChoice.control}
          />
          <label htmlFor={consent.id}>{t("registration.consent")}</label>
        </div>
        <FieldError id={consent.errorId} errors={consent.errors} />
      </div>
      <nav aria-label={t("registration.documents")} className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
        <PersonalDataLink kind="agreement" onAnswer={answer} />
        <PersonalDataLink kind="policy" />
      </nav>
      <SubmitButton form={form} busy={form.busy}>
        {t("registration.next")}
      </SubmitButton>
    </Form>
  );
}

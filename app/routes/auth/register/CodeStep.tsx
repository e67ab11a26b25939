import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { button, buttonGroup, input, link, text } from "styled-system/recipes";
import { formatPhoneMask } from "~/domain/auth/phone";
import type { Channel } from "~/domain/auth/registration";
import { Field } from "~/ui/legacy/Field";
import { useHydrated } from "~/ui/hooks";
import { useCountdown } from "~/ui/useCountdown";
import { codeSchema } from "../register.schema";
import { BackToStart } from "./BackToStart";
import { OnceField } from "~/ui/OnceField";

const codeStyle = css({ maxW: "40", fontSize: "xl", letterSpacing: "0.3em" });

interface Props {
  phone: string;
  channel: Channel;
  /** Seconds left of the resend lock when the page was rendered. */
  resendIn: number;
  support: string | null;
  lastResult?: SubmissionResult<string[]>;
}

/**
 * Step 2 (§4, §5): the 4-digit code; a robot call or an SMS instead of the flash call, behind the 60 s lock;
 * back to step 1; support. With JS the lock counts down and the resend buttons wait for it; the server
 * refuses an early resend either way.
 */
export function CodeStep({ phone, channel, resendIn, support, lastResult }: Props) {
  const { t } = useTranslation("registration");
  const hydrated = useHydrated();
  const left = useCountdown(resendIn);
  const [form, fields] = useForm({
    id: "register-code",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
  });
  const hintId = `${fields.code.id}-hint`;
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <p>{t(`registration.sent_to_${channel}`, { phone: formatPhoneMask(phone) })}</p>
      <Form method="post" {...getFormProps(form)} className={css({ display: "grid", gap: "3" })}>
        <OnceField />
        <input type="hidden" name="intent" value="check" />
        <Field
          id={fields.code.id}
          label={t("registration.code")}
          errorId={fields.code.errorId}
          errors={fields.code.errors}
          hint={t("registration.code_hint")}
          hintId={hintId}
        >
          <input
            {...getInputProps(fields.code, { type: "text", ariaDescribedBy: hintId })}
            key={fields.code.key}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={`${input()} ${codeStyle}`}
          />
        </Field>
        <button type="submit" className={button()}>
          {t("registration.confirm_code")}
        </button>
      </Form>
      <Form method="post" className={css({ display: "grid", gap: "2" })}>
        <OnceField />
        <input type="hidden" name="intent" value="resend" />
        <p>{t("registration.other_way")}</p>
        <div className={buttonGroup()}>
          {(["call", "sms"] as const).map((via) => (
            <button
              key={via}
              type="submit"
              name="channel"
              value={via}
              className={button({ variant: "secondary" })}
              disabled={hydrated && left > 0}
            >
              {t(`registration.via_${via}`)}
            </button>
          ))}
        </div>
        {left > 0 ? (
          <p role="timer" className={text({ variant: "hint" })}>
            {t("registration.resend_in", { n: left })}
          </p>
        ) : null}
      </Form>
      <BackToStart label="registration.back" />
      {support ? (
        <Link to={support} className={link()}>
          {t("registration.support")}
        </Link>
      ) : null}
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { css, cx } from "styled-system/css";
import { button, buttonGroup, input, link, text } from "styled-system/recipes";
import { formatPhoneMask } from "~/domain/auth/phone";
import { codeRule, type Channel } from "~/domain/auth/registration";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm, type Reply } from "~/ui/form";
import { useHydrated, useIsPending } from "~/ui/hooks";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import { useCountdown } from "~/ui/useCountdown";
import { BackToStart } from "./BackToStart";

const codeStyle = css({ maxW: "40", fontSize: "xl", letterSpacing: "0.3em" });

interface Props {
  phone: string;
  channel: Channel;
  /** Seconds left of the resend lock when the page was rendered. */
  resendIn: number;
  support: string | null;
  reply: Reply | null | undefined;
}

/**
 * Step 2 (§4, §5): the 4-digit code (every press posts; the server checks it with the provider); a robot call or
 * an SMS instead of the flash call, behind the 60 s lock (§9); back to step 1; support. With JS the lock counts
 * down and the resend buttons wait for it; the server refuses an early resend either way.
 */
export function CodeStep({ phone, channel, resendIn, support, reply }: Props) {
  const { t } = useTranslation("registration");
  const hydrated = useHydrated();
  const left = useCountdown(resendIn);
  const form = useForm({ id: "register-code", reply, rule: codeRule });
  const resending = useIsPending() && !form.busy;
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <p>{t(`registration.sent_to_${channel}`, { phone: formatPhoneMask(phone) })}</p>
      <Form method="post" {...form.props} className={css({ display: "grid", gap: "3" })}>
        <ErrorSummary form={form} />
        <OnceField />
        <input type="hidden" name="intent" value="check" />
        <TextField
          field={form.field("code")}
          label={t("registration.code")}
          hint={t("registration.code_hint")}
          inputMode="numeric"
          autoComplete="one-time-code"
          className={cx(input(), codeStyle)}
        />
        <SubmitButton form={form} busy={form.busy}>
          {t("registration.confirm_code")}
        </SubmitButton>
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
              disabled={(hydrated && left > 0) || resending}
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

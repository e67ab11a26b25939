import { once } from "~/server/once.server";
import { currentUser, sessionContext, settings } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { href, Link, redirect } from "react-router";
import { css, cx } from "styled-system/css";
import { heading, link, text } from "styled-system/recipes";
import { formatPhoneMask, phoneFromQuery } from "~/domain/auth/phone";
import { currentStep, resendSecondsLeft } from "~/domain/auth/registration";
import { today } from "~/domain/dates/format";
import { startScreenPath } from "~/domain/navigation/menu";
import { pathIfBuilt } from "~/domain/navigation/routes";
import { translator } from "~/server/middleware.server";
import { limiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/register";
import { CodeStep } from "./register/CodeStep";
import { DetailsStep } from "./register/DetailsStep";
import { PasswordStep } from "./register/PasswordStep";
import { registrationAction, wizardState, type WizardForm } from "./register.server";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["registration"], description: "registration.meta_description" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await settings(context);
  const user = context.get(sessionContext).token ? await currentUser(context).catch(() => null) : null;
  if (user) throw redirect(startScreenPath(config, user));
  const state = wizardState(context);
  const now = limiter(context).now();
  const step = currentStep(state, now);
  // Step 1 shows what the resident entered before (coming back from step 2); §2.3: ?phone= prefills.
  const phone = phoneFromQuery(new URL(request.url).searchParams.get("phone")) ?? state?.phone.slice(1) ?? "";
  return {
    title: translator(context)("registration.title"),
    step,
    requireBirthDate: config.requireBirthDate === true,
    // The birth date's rule runs in the browser too: against the server's today (Moscow), not the device's.
    today: today().toString(),
    details: {
      phone: phone ? formatPhoneMask(phone) : "",
      fio: state?.fio ?? "",
      birthday: state?.birthday ?? "",
      consent: state ? "on" : "",
    },
    code:
      step === 2 && state
        ? {
            phone: state.phone,
            channel: state.channel ?? "flash",
            sentAt: state.sentAt ?? 0,
            resendIn: resendSecondsLeft(state.lockedFrom, now),
          }
        : null,
    // The support chat is a later screen: its link stays hidden until it exists (docs/decisions/0007).
    support: pathIfBuilt("SupportChat"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // Each step's form runs once per submitted form: a double submit sends one code (issue 14).
  const run = () => registrationAction(context, formData, currentStep(wizardState(context), limiter(context).now()));
  return once(context, formData, `register.${String(formData.get("intent") ?? "")}`, run, () => false);
}

const STEP_TITLES = {
  1: "registration.step_details",
  2: "registration.step_code",
  3: "registration.step_password",
} as const;

/** /register (§2.3, §4 Registration): a three-step wizard, each step a form that works without JS. */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("registration");
  const { step, code: sent } = loaderData;
  const resultOf = (form: WizardForm) => (actionData?.form === form ? actionData.result : undefined);
  return (
    <>
      <h1 className={heading({ level: "page" })}>{t("registration.heading")}</h1>
      <p className={cx(text({ variant: "hint" }), css({ mb: "2" }))}>{t("registration.step", { n: step, total: 3 })}</p>
      <h2 className={cx(heading({ level: "title" }), css({ mb: "4" }))}>{t(STEP_TITLES[step])}</h2>
      {step === 1 ? (
        <DetailsStep
          defaults={loaderData.details}
          requireBirthDate={loaderData.requireBirthDate}
          today={loaderData.today}
          reply={resultOf("details")}
        />
      ) : step === 2 && sent ? (
        // Keyed by the send: a new code clears the field and restarts the countdown.
        <CodeStep key={sent.sentAt} {...sent} support={loaderData.support} reply={resultOf("code")} />
      ) : (
        <PasswordStep reply={resultOf("password")} />
      )}
      <p className={css({ mt: "6" })}>
        {t("registration.have_account")}{" "}
        <Link to={href("/login")} className={link()}>
          {t("registration.login")}
        </Link>
      </p>
    </>
  );
}

import { currentUser, rememberUser, sessionContext, settings } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { css, cx } from "styled-system/css";
import { heading, link, text } from "styled-system/recipes";
import { formatPhoneMask, phoneFromQuery } from "~/domain/auth/phone";
import { safeRedirectPath, withFragment } from "~/domain/auth/redirect";
import { pathIfBuilt } from "~/domain/navigation/routes";
import { startScreenPath } from "~/domain/navigation/menu";
import { translator } from "~/server/middleware.server";
import { Field } from "~/ui/Field";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { control, useForm } from "~/ui/form";
import { SubmitButton } from "~/ui/SubmitButton";
import { loginRule } from "~/domain/auth/login";
import { Notices } from "~/ui/Notices";
import { useHydrated } from "~/ui/hooks";
import { PasswordField } from "~/ui/PasswordField";
import { PhoneField } from "~/ui/PhoneField";
import type { Route } from "./+types/login";
import { checkPassword } from "./password.server";
import { residentKey } from "~/server/sessions.server";
import { loginSchema } from "./login.schema";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["login"], description: "login.meta_description" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (context.get(sessionContext).token) {
    // Already signed in: on to the start screen (it depends on the user); if the user cannot be had, log in again.
    const [config, user] = await Promise.all([settings(context), currentUser(context).catch(() => null)]);
    if (user) throw redirect(startScreenPath(config, user));
  }
  return {
    title: translator(context)("login.title"),
    phone: phoneFromQuery(url.searchParams.get("phone")),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), notices: [], wait: null }, { status: 400 });
  }
  const { phone, password, redirectTo, redirectHash } = submission.value;
  const checked = await checkPassword(context, phone, password);
  if (!checked.ok) {
    const result = submission.reply({
      formErrors: checked.kind === "wrong" ? ["login.wrong_credentials"] : [],
      hideFields: ["password"],
    });
    if (checked.kind === "wait") {
      const headers = { "Retry-After": String(checked.retryAfter) };
      return data({ result, notices: [], wait: checked.wait }, { status: 429, headers });
    }
    // §8: a 401 here is a wrong pair, shown inline and as a notification; other failures notify 'Ошибка'.
    return data({ result, notices: [checked.notice], wait: null }, { status: checked.kind === "wrong" ? 401 : 502 });
  }
  const { acx, user } = checked;
  context.get(sessionContext).signIn(acx, residentKey(context, phone));
  await rememberUser(context, user);
  throw redirect(
    withFragment(safeRedirectPath(redirectTo, startScreenPath(await settings(context), user)), redirectHash),
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("login");
  const form = useForm({
    id: "login",
    reply: actionData?.result,
    defaults: { phone: loaderData.phone ? formatPhoneMask(loaderData.phone) : "", redirectTo: loaderData.redirectTo },
    rule: loginRule,
    disable: true,
  });
  const register = pathIfBuilt("Register");
  // A result in the hash of the page that sent the resident here (the browser keeps it through that redirect).
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const password = form.field("password");

  return (
    <>
      <h1 className={cx(heading({ level: "page" }), css({ mb: "4" }))}>{t("login.heading")}</h1>
      <Form method="post" {...form.props} className={css({ display: "grid", gap: "3" })}>
        <ErrorSummary form={form} />
        <input type="hidden" name="redirectTo" value={form.field("redirectTo").defaultValue ?? ""} />
        {/* In the server's page too (the hash is the browser's to know: it fills in once the page runs). */}
        {loaderData.redirectTo ? <input type="hidden" name="redirectHash" value={hydrated ? hash : ""} /> : null}
        <PhoneField field={form.field("phone")} label={t("login.phone")} hint={t("login.phone_hint")} />
        <Field field={password} label={t("login.password")}>
          <PasswordField
            {...control(password)}
            defaultValue={undefined}
            autoComplete="current-password"
            // §2.3: a phone in the query prefills the phone and focuses the password.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={Boolean(loaderData.phone)}
          />
        </Field>
        {/* Throttled: how long to wait, next to the form (the notice region would move it out of sight). */}
        {actionData?.wait ? <Notices inline notices={[actionData.wait]} /> : null}
        <p className={text({ variant: "hint" })}>{t("login.recovery_hint")}</p>
        <SubmitButton form={form} busy={form.busy}>
          {t("login.submit")}
        </SubmitButton>
      </Form>
      {register ? (
        <p className={css({ mt: "4" })}>
          {t("login.no_account")}{" "}
          <Link to={register} className={link()}>
            {t("login.register")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, href, redirect, useLocation } from "react-router";
import { button, buttonGroup, card, choice, field as fieldRecipe, heading, input, page } from "styled-system/recipes";
import { call } from "~/api/errors";
import { emailNotice, profileRule } from "~/domain/user/profile";
import { LANGUAGES } from "~/i18n/config";
import { getLocale } from "~/i18n/i18n.server";
import { translator } from "~/server/middleware.server";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { DialogLink } from "~/ui/Dialog";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/Field";
import { control, useForm, type FieldMeta, type Reply } from "~/ui/form";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/profile";
import { profileSchema } from "./profile.schema";
import type { RouteHandle } from "~/i18n/namespaces";
import { LOGOUT_EVERYWHERE } from "~/domain/security/sessions";
import { CONFIRM_DELETE, DELETE_PATH, DeleteUserDialog, DeleteUserPage, type DeleteAnswer } from "./DeleteUser";
import { deleteUser } from "./delete-user.server";

const PROFILE = "profile" as const;

export const handle: RouteHandle = { i18n: ["profile"], description: "profile.meta_description" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context);
  return {
    title: translator(context)("profile.title"),
    language: getLocale(context),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === CONFIRM_DELETE,
    profile: {
      fio: user.fio,
      email: user.email ?? "",
      onlyElectronicBills: user.onlyElectronicBills ?? false,
      dontSavePassword: user.dontSavePassword ?? false,
      dontShowRetiredDevices: user.dontShowRetiredDevices ?? false,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case CONFIRM_DELETE:
      return deleteUser(formData, context);
    default:
      return saveProfile(formData, context);
  }
}

async function saveProfile(formData: FormData, context: Context) {
  const submission = parseWithZod(formData, { schema: profileSchema });
  const failed: Notice = { kind: "error", key: "profile.error_updating_profile" };
  if (submission.status !== "success")
    return data({ form: PROFILE, result: submission.reply(), notices: [failed] }, { status: 400 });
  const { fio, email, onlyElectronicBills, dontSavePassword, dontShowRetiredDevices } = submission.value;
  const before = (await currentUser(context)).email;
  const result = await call(() =>
    context.get(apiContext).POST("/User/UpdateProfile", { body: { fio, email, onlyElectronicBills } }),
  );
  // §8: an invalid or failed update says error_updating_profile; the provider's own error is notified too.
  if (!result.ok)
    return data(
      { form: PROFILE, result: submission.reply(), notices: [failed, noticeFromFailure(result.failure)] },
      { status: 502 },
    );
  if ("isSucceed" in result.data && result.data.isSucceed === false) {
    return data({ form: PROFILE, result: submission.reply(), notices: [failed] }, { status: 502 });
  }
  context.get(sessionContext).setPreferences({ dontSavePassword, dontShowRetiredDevices });
  context.get(sessionContext).flash({ kind: "success", key: "profile.data_updated_successfully" });
  const emailSaid = emailNotice(before, email);
  if (emailSaid) context.get(sessionContext).flash({ kind: "info", key: emailSaid });
  // Post/redirect/get: a reload does not post again, and the header shows the new name.
  throw redirect(href("/profile"));
}

/** Profile (§2.3): the resident's data, the local preferences, the language, logout and deleting the user. */
export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("profile.heading")}</h1>
      {loaderData.confirmDelete ? (
        <section className={card({ stack: true })} aria-labelledby="delete-user-heading">
          <h2 id="delete-user-heading" className={heading()}>
            {t("profile.delete_title")}
          </h2>
          <DeleteUserPage answer={deleteAnswer(actionData)} />
        </section>
      ) : null}
      <ProfileForm profile={loaderData.profile} reply={actionData?.form === PROFILE ? actionData.result : null} />
      <LanguageForm current={loaderData.language} />
      <section className={card({ stack: true })} aria-labelledby="account-actions-heading">
        <h2 id="account-actions-heading" className={heading()}>
          {t("profile.session_heading")}
        </h2>
        <div className={buttonGroup()}>
          <Form method="post" action={href("/logout")}>
            <button type="submit" className={button({ variant: "secondary" })}>
              {t("profile.logout")}
            </button>
          </Form>
          <Form method="post" action={href("/logout")} id="logout-everywhere">
            <input type="hidden" name="intent" value={LOGOUT_EVERYWHERE} />
            <button type="submit" className={button({ variant: "secondary" })}>
              {t("profile.logout_everywhere")}
            </button>
          </Form>
          {loaderData.confirmDelete ? null : (
            <DialogLink
              to={DELETE_PATH}
              className={button({ variant: "danger" })}
              label={t("profile.delete_user")}
              title={t("profile.delete_title")}
              role="alertdialog"
            >
              {(close) => <DeleteUserDialog onCancel={close} />}
            </DialogLink>
          )}
        </div>
      </section>
    </div>
  );
}

type ProfileValues = Route.ComponentProps["loaderData"]["profile"];

const on = (ticked: boolean) => (ticked ? "on" : undefined);

function ProfileForm({ profile, reply }: { profile: ProfileValues; reply: Reply | null | undefined }) {
  const { t } = useTranslation("profile");
  // §5: Save is disabled while fio, email or the electronic-bills option are in error (ticking electronic bills
  // with no e-mail is the e-mail's error, where the resident fixes it).
  const form = useForm({
    id: "profile",
    reply,
    defaults: {
      fio: profile.fio,
      email: profile.email,
      onlyElectronicBills: on(profile.onlyElectronicBills),
      dontSavePassword: on(profile.dontSavePassword),
      dontShowRetiredDevices: on(profile.dontShowRetiredDevices),
    },
    rule: profileRule,
    disable: true,
  });
  return (
    <Form
      method="post"
      {...form.props}
      // The server words a wrong e-mail (§5), not the browser's own check of type="email".
      noValidate
      className={card({ stack: true })}
    >
      <ErrorSummary form={form} />
      <input type="hidden" name="intent" value="save" />
      <TextField field={form.field("fio")} label={t("profile.fio")} autoComplete="name" />
      <TextField
        field={form.field("email")}
        label={t("profile.email")}
        hint={t("profile.email_hint")}
        type="email"
        autoComplete="email"
      />
      <Checkbox field={form.field("onlyElectronicBills")} label={t("profile.only_electronic_bills")} />
      <Checkbox
        field={form.field("dontSavePassword")}
        label={t("profile.dont_save_password")}
        hint={t("profile.dont_save_password_hint")}
      />
      <Checkbox field={form.field("dontShowRetiredDevices")} label={t("profile.dont_show_retired_devices")} />
      <SubmitButton form={form} busy={form.busy}>
        {t("profile.save")}
      </SubmitButton>
    </Form>
  );
}

const fieldClasses = fieldRecipe();
const choiceClasses = choice();

/** A checkbox with its label beside it, its hint and message below; ticked, it posts "on". */
function Checkbox({ field, label, hint }: { field: FieldMeta; label: string; hint?: string }) {
  return (
    <div className={fieldClasses.root}>
      <div className={choiceClasses.root}>
        <input
          type="checkbox"
          {...control(field, { hint: !!hint })}
          defaultValue={undefined}
          value="on"
          defaultChecked={field.defaultValue === "on"}
          className={choiceClasses.control}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {hint ? (
        <p id={field.hintId} className={fieldClasses.hint}>
          {hint}
        </p>
      ) : null}
      {/* A box has no rule of its own (electronic bills' need of an e-mail is the e-mail's): only a crafted post. */}
      {field.errors ? <FieldError id={field.errorId} errors={field.errors} /> : null}
    </div>
  );
}

/** A plain form post to /language (full reload): the new language applies at once, with or without JS. */
function LanguageForm({ current }: { current: string }) {
  const { t } = useTranslation("profile");
  const { pathname } = useLocation();
  return (
    <form method="post" action={href("/language")} className={card({ stack: true })}>
      <input type="hidden" name="redirectTo" value={pathname} />
      <div className={fieldClasses.root}>
        <label htmlFor="profile-language" className={fieldClasses.label}>
          {t("profile.language")}
        </label>
        <select id="profile-language" name="lng" defaultValue={current} className={input()}>
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {t(`language.${lng}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className={button({ variant: "secondary" })}>
          {t("profile.apply_language")}
        </button>
      </div>
    </form>
  );
}

/** The delete step's answer, when the last post was the delete step's. */
function deleteAnswer(actionData: Route.ComponentProps["actionData"]): DeleteAnswer | undefined {
  return actionData?.form === CONFIRM_DELETE ? actionData : undefined;
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

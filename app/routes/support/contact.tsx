import { useTranslation } from "react-i18next";
import { Form, href, useRouteError } from "react-router";
import { css } from "styled-system/css";
import { heading, link, page, text } from "styled-system/recipes";
import { currentUser, sessionContext, settings } from "~/server/context.server";
import { safeRedirectPath } from "~/domain/auth/redirect";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { once } from "~/server/once.server";
import { RouteError } from "~/ui/ErrorPage";
import { sendAppeal } from "./contact.server";
import { ContactForm } from "./ContactForm";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { i18n: ["support"], description: "support.contact_meta_description" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = context.get(sessionContext).token !== null;
  const [config, user] = await Promise.all([
    settings(context),
    signedIn ? currentUser(context).catch(() => null) : null,
  ]);
  const from = safeRedirectPath(new URL(request.url).searchParams.get("from"), "");
  return {
    title: translator(context)("support.contact_title"),
    siteName: config.main_name ?? null,
    prefill: { phone: user?.Phone ?? null, mail: user?.email ?? null },
    from: from.slice(0, 200),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  return once(
    context,
    formData,
    "support.contact",
    () => sendAppeal(context, request, formData),
    (answer) => "sent" in answer && answer.sent,
  );
}

/** The contact-support form as a page: the way without JS, and the dialog's content with it (ContactDialog). */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  return (
    <main id="main" className={page({ width: "md", framed: true })}>
      <p className={text({ variant: "siteName" })}>{loaderData.siteName ?? t("app.name")}</p>
      <h1 className={heading({ level: "page" })}>{t("support.contact_title")}</h1>
      <p className={css({ mb: "4" })}>{t("support.contact_intro")}</p>
      <ContactForm
        prefill={loaderData.prefill}
        from={loaderData.from}
        answer={actionData ?? undefined}
        FormComponent={Form}
      />
      <p className={css({ mt: "6", fontSize: "sm" })}>
        <a href={href("/support")} className={link()}>
          {t("support.back_to_chat")}
        </a>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} standalone />;
}

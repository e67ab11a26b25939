import { once } from "~/server/once.server";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { card, heading, link, page } from "styled-system/recipes";
import { translator } from "~/server/middleware.server";
import type { Route } from "./+types/add";
import { AddAccountForm } from "./AddAccountForm";
import { addAccountAction, addAccountFormData, premisesOf } from "./add.server";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["accounts"] };

/** The form's choices; `?house=` adds that house's premises (the form asks with JS when a house is chosen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const house = new URL(request.url).searchParams.get("house");
  const [form, premises] = await Promise.all([addAccountFormData(context), house ? premisesOf(context, house) : []]);
  return { title: translator(context)("accounts.add_title"), ...form, house, premises };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // One link per submitted form: a double submit does not answer "already linked" to the first (issue 14).
  return once(
    context,
    formData,
    `accounts.add.${String(formData.get("intent") ?? "")}`,
    () => addAccountAction(formData, context),
    () => false,
  );
}

/** Add a personal account (§2.3 modal): this page without JS; with JS Home opens the same form in a dialog. */
export default function AddAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("accounts");
  return (
    <div className={page({ width: "form" })}>
      <h1 className={heading({ level: "page" })}>{t("accounts.add_title")}</h1>
      <section className={card()}>
        <AddAccountForm data={loaderData} state={actionData} FormComponent={Form} />
      </section>
      <p>
        <Link to={href("/home")} className={link()}>
          {t("accounts.back_home")}
        </Link>
      </p>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { card } from "styled-system/recipes";
import {translator } from "~/session/middleware.server";
import { useIsPending } from "~/ui/hooks";
import type { Route } from "./+types/add";
import { AddAccountForm } from "./AddAccountForm";
import { addAccountAction, addAccountFormData } from "./add.server";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["accounts"] };

export async function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("accounts.add_title"), ...(await addAccountFormData(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return addAccountAction(await request.formData(), context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** Add a personal account (§2.3 modal): this page without JS; with JS Home opens the same form in a dialog. */
export default function AddAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("accounts");
  const busy = useIsPending();
  return (
    <div className={css({ display: "grid", gap: "4", maxW: "717px" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{t("accounts.add_title")}</h1>
      <section className={card()}>
        <AddAccountForm data={loaderData} state={actionData} FormComponent={Form} busy={busy} />
      </section>
      <p>
        <Link to="/home" className={css({ color: "brand", textDecoration: "underline" })}>
          {t("accounts.back_home")}
        </Link>
      </p>
    </div>
  );
}

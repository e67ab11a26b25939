import { apiContext, currentUser, sessionContext } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { card, heading, page } from "styled-system/recipes";
import { call } from "~/api/errors";
import { translator } from "~/server/middleware.server";
import { noticeFromFailure } from "~/session/notice";
import type { Route } from "./+types/delete";
import { DELETE_RETURN_PATHS, DeleteAccountConfirm, type DeleteReturnPath } from "./DeleteAccountLink";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = { i18n: ["accounts"] };

/** Home, or the other list the resident deleted from (only known paths: no open redirect). */
function returnPath(request: Request): DeleteReturnPath {
  const asked = new URL(request.url).searchParams.get("returnTo");
  return DELETE_RETURN_PATHS.find((p) => p === asked) ?? "/home";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const account = (await currentUser(context)).accounts.find((a) => a.Ident === params.ident);
  if (!account) throw data(null, { status: 404 });
  return {
    title: translator(context)("accounts.delete_title"),
    ident: account.Ident,
    address: account.Address,
    returnTo: returnPath(request),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await call(() =>
    context.get(apiContext).POST("/User/DeleteAccountByIdent", { body: { ident: params.ident } }),
  );
  // §8 Account deletion: a success note or the error, shown where the resident lands (Home).
  if (result.ok) {
    context.get(sessionContext).flash({ kind: "success", key: "accounts.deleted", params: { ident: params.ident } });
  } else {
    context.get(sessionContext).flash(noticeFromFailure(result.failure));
  }
  throw redirect(returnPath(request));
}

/** The confirm step of deleting an account (§2.3, §5 Support): a page without JS, a dialog on Home with JS. */
export default function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("accounts");
  return (
    <div className={page({ width: "form" })}>
      <h1 className={heading({ level: "page" })}>{t("accounts.delete_title")}</h1>
      <section className={card()}>
        <DeleteAccountConfirm ident={loaderData.ident} address={loaderData.address} returnTo={loaderData.returnTo} />
      </section>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { apiContext, sessionContext } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { card, heading, page } from "styled-system/recipes";
import { call } from "~/api/errors";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { noticeFromFailure } from "~/session/notice";
import type { Route } from "./+types/insurance";
import { InsuranceConfirm } from "./InsuranceLink";
import { accountingInfo } from "./payment.server";

export const handle: RouteHandle = { i18n: ["payment"] };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Payment")];

/** The resident's account by id: 404 when it is not theirs; the provider's failure (502) when none could be loaded. */
async function findAccount(context: Route.LoaderArgs["context"], accountId: string) {
  const info = await accountingInfo(context);
  if (!info.ok) throw data({ failure: info.failure }, { status: 502 });
  const account = info.data.Data.find((a) => String(a.AccountID) === accountId);
  if (!account) throw data(null, { status: 404 });
  return account;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const account = await findAccount(context, params.accountId);
  return {
    title: translator(context)("payment.disable_insurance_title"),
    accountId: account.AccountID,
    ident: account.Ident,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const account = await findAccount(context, params.accountId);
  const result = await call(() =>
    context.get(apiContext).POST("/Accounting/DisableAccountInsurance", { body: { accountID: account.AccountID } }),
  );
  // §8 Insurance disable: the response's error text is shown.
  context
    .get(sessionContext)
    .flash(
      result.ok
        ? { kind: "success", key: "payment.insurance_disabled", params: { ident: account.Ident } }
        : noticeFromFailure(result.failure),
    );
  throw redirect("/payment");
}

/** The confirm step of turning insurance off: this page without JS, a dialog on the accounts tab with JS. */
export default function DisableInsurance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("payment");
  return (
    <div className={page({ width: "form" })}>
      <h1 className={heading({ level: "page" })}>{t("payment.disable_insurance_title")}</h1>
      <section className={card()}>
        <InsuranceConfirm accountId={loaderData.accountId} ident={loaderData.ident} />
      </section>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

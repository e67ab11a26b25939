import { cloudflareContext } from "~/context";
import { settings } from "~/server/context.server";
import { mapLoaded } from "~/api/loaded";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { heading, page } from "styled-system/recipes";
import { isSectionVisible } from "~/domain/navigation/menu";
import { paymentAccounts } from "~/domain/payment/accounts";
import { billsAccounts, historyRows, monthlyTotals } from "~/domain/payment/history";
import { RESULT_PARAM, resultFromQuery } from "~/domain/payment/result";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { type Notice } from "~/session/notice";
import { WhenLoaded } from "~/ui/LoadFailed";
import { TabLinks } from "~/ui/TabLinks";
import type { Route } from "./+types/payment";
import { AccountsTab } from "./AccountsTab";
import { BillsTab } from "./BillsTab";
import { HistoryTab } from "./HistoryTab";
import { accountingInfo, paymentSettings, regionalFiles } from "./payment.server";
import { resultNotice, useHashPaymentResult } from "./result";

export const handle: RouteHandle = { i18n: ["payment", "accounts"], description: "payment.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Payment")];

const TABS = ["accounts", "history", "bills"] as const;
export type Tab = (typeof TABS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { env } = context.get(cloudflareContext);
  const [config, info] = await Promise.all([settings(context), accountingInfo(context)]);
  const options = paymentSettings(config, env);
  // §2.1: the bills tab exists only while the menu setting Bills is on.
  const tabs = TABS.filter((t) => t !== "bills" || isSectionVisible(config, "Bills"));
  const asked = url.searchParams.get("tab");
  const tab: Tab = tabs.find((t) => t === asked) ?? "accounts";
  const notices: Notice[] = [];
  // A link to the bills kept from before the setting went off: say why another tab shows.
  if (asked === "bills" && tab !== "bills") notices.push({ kind: "info", key: "payment.bills_off" });
  const result = resultFromQuery(url.searchParams.get(RESULT_PARAM));
  if (result) notices.push(resultNotice(result));
  const selected = url.searchParams.get("account") || null;
  // Every tab is made of /Accounting/Info: a failed call is the tab's failure, never its empty state.
  const view = mapLoaded(info, ({ Data: all, CanPayForAllAccounts }) => {
    const shown = billsAccounts(all, selected);
    const rows = tab === "history" ? historyRows(shown) : [];
    return {
      canPayAll: CanPayForAllAccounts,
      accounts: tab === "accounts" ? paymentAccounts(all, { digitsOnly: options.digitIdentsOnly }) : [],
      // The account filter of the history and bills tabs.
      filter: { selected, options: billsAccounts(all).map((a) => ({ ident: a.Ident, address: a.Address })) },
      history: rows,
      charts:
        tab === "history"
          ? shown.map((a) => ({ ident: a.Ident, months: monthlyTotals(rows.filter((r) => r.ident === a.Ident)) }))
          : [],
      bills: tab === "bills" ? shown.flatMap((a) => a.Bills) : [],
      // §2.3: with one account selected in the regional variant, three extra downloads.
      extraFilesFor: tab === "bills" && selected && shown.length === 1 && regionalFiles(env) ? selected : null,
    };
  });
  return {
    title: translator(context)("payment.title"),
    tab,
    tabs,
    notices,
    serverResult: result,
    settings: options,
    view,
  };
}

/** Payment (§2.3): personal accounts, history and bills tabs; the result notice after the payment page. */
export default function Payment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("payment");
  useHashPaymentResult(loaderData.serverResult !== null);
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("payment.heading")}</h1>
      <TabLinks
        label={t("payment.tabs_label")}
        current={loaderData.tab}
        tabs={loaderData.tabs.map((tab) => ({
          key: tab,
          to: `${href("/payment")}?tab=${tab}`,
          label: t(`payment.tab_${tab}`),
        }))}
      />
      <WhenLoaded value={loaderData.view}>
        {(view) =>
          loaderData.tab === "accounts" ? (
            <AccountsTab accounts={view.accounts} canPayAll={view.canPayAll} settings={loaderData.settings} />
          ) : loaderData.tab === "history" ? (
            <HistoryTab rows={view.history} charts={view.charts} filter={view.filter} />
          ) : (
            <BillsTab bills={view.bills} filter={view.filter} extraFilesFor={view.extraFilesFor} />
          )
        }
      </WhenLoaded>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { downloadFailure, downloadMiddleware, downloadResponse, providerFailed } from "~/server/download.server";
import { billsAccounts, historyCsv, historyRows } from "~/domain/payment/history";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/history-csv";
import { accountingInfo } from "./payment.server";

export const handle: RouteHandle = { i18n: ["payment"] };

// The payment history as CSV (the issue's "beyond" part), for the accounts the history tab shows.
export const middleware: Route.MiddlewareFunction[] = [
  screenGuard("Payment"),
  downloadMiddleware<Route.LoaderArgs>(
    async ({ request, context }) => {
      const t = translator(context);
      const info = await accountingInfo(context);
      if (!info.ok) throw providerFailed(info.failure);
      const ident = new URL(request.url).searchParams.get("account");
      const rows = historyRows(billsAccounts(info.data.Data, ident));
      const header = ["date", "account_col", "address", "paid", "type", "kind"].map((k) => t(`payment.${k}`));
      const csv = historyCsv(rows, header, (r) => ({
        type: t(`payment.type_${r.type}`),
        kind: t(`payment.kind_${r.kind}`),
      }));
      return downloadResponse({
        body: csv,
        name: `payments${ident ? `_${ident}` : ""}.csv`,
        type: "text/csv; charset=utf-8",
      });
    },
    () => ({ message: "errors.upstream_unavailable", back: "/payment?tab=history" }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function HistoryCsv({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

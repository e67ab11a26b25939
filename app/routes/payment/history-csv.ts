import { requireUserMiddleware, sessionContext } from "~/api/context.server";
import { redirect } from "react-router";
import { downloadResponse } from "~/api/download.server";
import { billsAccounts, historyCsv, historyRows } from "~/domain/payment/history";
import {screenGuard, translator } from "~/session/middleware.server";
import { noticeFromFailure } from "~/session/notice";
import type { Route } from "./+types/history-csv";
import { accountingInfo } from "./payment.server";

// The payment history as CSV (the issue's "beyond" part), for the accounts the history tab shows.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const info = await accountingInfo(context);
  if (!info.ok) {
    context.get(sessionContext).flash(noticeFromFailure(info.failure));
    throw redirect("/payment?tab=history");
  }
  const ident = new URL(request.url).searchParams.get("account");
  const rows = historyRows(billsAccounts(info.data.Data, ident));
  const header = ["date", "account_col", "address", "paid", "type", "kind"].map((k) => t(`payment.${k}`));
  const csv = historyCsv(rows, header, (r) => ({ type: t(`payment.type_${r.type}`), kind: t(`payment.kind_${r.kind}`) }));
  return downloadResponse({ body: csv, name: `payments${ident ? `_${ident}` : ""}.csv`, type: "text/csv; charset=utf-8" });
}

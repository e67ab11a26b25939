// Paid requests (§2.3 paid-request payment, §4 "Paid-request payment", §7): online through the pay link with
// the allowed bonuses, or in cash (the provider sends a completion code). The payment screens themselves are
// another area's; this is the minimal path from the chat.
import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { href, redirect } from "react-router";
import { call } from "~/api/errors";
import { payLinkOf } from "~/domain/payment/result";
import { noticeFromFailure } from "~/session/notice";

/** Handles the pay intents; null for any other intent. */
export async function payAction(
  context: Context,
  request: Request,
  id: number,
  intent: string,
): Promise<Response | null> {
  const back = href("/requests/:requestId?", { requestId: String(id) });
  if (intent === "pay-online") {
    const bonuses = await call(() =>
      context.get(apiContext).GET("/Accounting/GetPaidRequestAllowedBonuses/{id}", { params: { path: { id } } }),
    );
    const bonusAmount = bonuses.ok ? bonuses.data.BonusAmount : 0;
    const page = new URL(back, request.url).toString();
    const link = await call(() =>
      context.get(apiContext).POST("/PayOnline/GetPayLink", {
        body: { paidRequestId: id, bonusAmount, SuccessUrl: `${page}#paymentSuccess`, FailUrl: `${page}#paymentFail` },
      }),
    );
    const payLink = link.ok ? payLinkOf(link.data) : null;
    if (payLink) return redirect(payLink);
    context
      .get(sessionContext)
      .flash(link.ok ? { kind: "error", key: "requests.pay_error" } : noticeFromFailure(link.failure));
    return redirect(back);
  }
  if (intent === "pay-cash") {
    const phone = (await currentUser(context)).Phone?.replace(/\D/g, "") || null;
    const sent = await call(() =>
      context.get(apiContext).POST("/Requests/SendPaidRequestCompleteCodeCash", { body: { requestId: id, phone } }),
    );
    context
      .get(sessionContext)
      .flash(sent.ok ? { kind: "success", key: "requests.cash_code_sent" } : noticeFromFailure(sent.failure));
    return redirect(back);
  }
  return null;
}

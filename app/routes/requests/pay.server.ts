// Paid requests (§2.3 paid-request payment, §4 "Paid-request payment", §7): online through the pay link with
// the bonuses the resident chose, or in cash (the provider sends a completion code). The payment screens
// themselves are another area's; this is the path from the chat.
import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { href, redirect } from "react-router";
import { call } from "~/api/errors";
import { message } from "~/domain/forms/message";
import { amountInput, toKopecks, toRoubles } from "~/domain/payment/amount";
import { payLinkOf } from "~/domain/payment/result";
import { bonusOverAllowed } from "~/domain/requests/paid";
import { canPay } from "~/domain/requests/status";
import { getLocale } from "~/i18n/i18n.server";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { chatAnswer } from "./chat.server";
import { payOnlineSchema } from "./pay.schema";
import type { ChatAnswer } from "./types";

/** The pay-online form refused or not done: its bonus kept, answered as the chat's other forms are. */
const refused = (result: ChatAnswer["result"], notices: Notice[], status: 400 | 502, stale?: boolean) =>
  chatAnswer("pay-online", { ok: false, notices, result, ...(status === 502 ? { status } : {}), stale });

async function payOnline(context: Context, request: Request, id: number, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: payOnlineSchema });
  if (submission.status !== "success") return refused(submission.reply(), [], 400);
  const { bonus } = submission.value;
  const api = context.get(apiContext);
  // The request as it is now (a stale tab may offer a payment no longer possible), and the provider's allowed
  // bonuses, asked for only when some are spent.
  const [details, allowed] = await Promise.all([
    call(() => api.GET("/Requests/Details/{id}", { params: { path: { id } } })),
    bonus > 0
      ? call(() => api.GET("/Accounting/GetPaidRequestAllowedBonuses/{id}", { params: { path: { id } } }))
      : null,
  ]);
  // As the chat's commands answer: no such request of the resident's is refused input (400), a failure a 502.
  if (!details.ok)
    return refused(
      submission.reply(),
      [noticeFromFailure(details.failure)],
      details.failure.status === 404 ? 400 : 502,
    );
  if (!canPay(details.data))
    return refused(submission.reply(), [{ kind: "error", key: "requests.action_unavailable" }], 400, true);
  if (allowed && !allowed.ok) return refused(submission.reply(), [noticeFromFailure(allowed.failure)], 502);
  if (allowed) {
    const most = toKopecks(allowed.data.BonusAmount);
    const over = bonusOverAllowed(bonus, most, amountInput(most, getLocale(context)) || "0");
    if (over) return refused(submission.reply({ fieldErrors: { bonus: [message(over.key, over.params)] } }), [], 400);
  }
  const page = new URL(back, request.url).toString();
  const link = await call(() =>
    api.POST("/PayOnline/GetPayLink", {
      body: {
        paidRequestId: id,
        bonusAmount: toRoubles(bonus),
        SuccessUrl: `${page}#paymentSuccess`,
        FailUrl: `${page}#paymentFail`,
      },
    }),
  );
  const payLink = link.ok ? payLinkOf(link.data) : null;
  if (payLink) return redirect(payLink);
  const failed: Notice = link.ok ? { kind: "error", key: "requests.pay_error" } : noticeFromFailure(link.failure);
  return refused(submission.reply(), [failed], 502);
}

/** Handles the pay intents; null for any other intent. */
export async function payAction(
  context: Context,
  request: Request,
  id: number,
  intent: string,
  formData: FormData,
): Promise<Response | ReturnType<typeof refused> | null> {
  const back = href("/requests/:requestId?", { requestId: String(id) });
  if (intent === "pay-online") return payOnline(context, request, id, formData, back);
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

// What the payment form needs from the provider (§4 Payment by account, §7), shared by the form page, its
// action and the commission quote.
import { cloudflareContext } from "~/context";
import { apiContext, currentUser, rememberUser, settings, type Context } from "~/server/context.server";
import { data, href, redirect } from "react-router";
import { call } from "~/api/errors";
import { payAllTotals, toKopecks, toRoubles } from "~/domain/payment/amount";
import type { Amounts, PayFormOptions } from "~/domain/payment/pay-form";
import { chooseSystem } from "~/domain/payment/systems";
import { noticeFromFailure, type Notice } from "~/session/notice";
import { accountingInfo, defaultPaymentSystem, paymentSettings, systemsOf } from "./payment.server";

export type PayContext = Awaited<ReturnType<typeof payContext>>;

/** The account (or all of them), the systems offered and the form's options; 404 for a foreign account. */
export async function payContext(context: Context, target: string) {
  const { env } = context.get(cloudflareContext);
  const payAll = target === "all";
  const accountId = targetAccountId(target);
  // All at once: the systems are asked for the account in the URL before the account list confirms it is the
  // resident's (a foreign or unknown one is answered 404 below, and its systems are never shown).
  const [info, config, user, systems] = await Promise.all([
    accountingInfo(context),
    settings(context),
    currentUser(context),
    payAll || accountId !== null
      ? call(() =>
          context
            .get(apiContext)
            .GET("/PayOnline/GetPaymentSystemsList/", { params: { query: payAll ? {} : { accountId: accountId! } } }),
        )
      : null,
  ]);
  if (!info.ok) throw data({ failure: info.failure }, { status: 502 });
  const account = payAll
    ? null
    : info.data.Data.find((a) => a.AccountID === accountId && !a.HideOnPaymentsPage && !a.IsClosed);
  if (!payAll && !account) throw data(null, { status: 404 });
  if (payAll && !info.data.CanPayForAllAccounts) throw redirect("/payment");
  const totals = payAll ? payAllTotals(info.data.Data) : undefined;
  // §3 PaymentMode: an account paid by invoices has no sum to pay; its pay button leads to its invoices.
  if (account?.PaymentMode === "Invoice")
    throw redirect(href("/payment/invoices/:accountId", { accountId: String(account.AccountID) }));
  const options: PayFormOptions = {
    payAll,
    separatedFine: paymentSettings(config, env).separatedFine,
    needsEmail: !user.email,
  };
  return {
    target,
    account,
    payAll,
    totals,
    idents: payAll ? (totals?.idents ?? []) : [account!.Ident],
    options,
    systems: systemsOf(systems ?? { ok: false }),
    defaultSystem: defaultPaymentSystem(env),
    insuranceKopecks: account ? toKopecks(account.InsuranceSum) : (totals?.insurance ?? 0),
  };
}

/**
 * The form's starting values: the account's sum in kopecks (with the fine unless it is paid separately), the
 * separate fine, the preselected system. Insurance starts unticked: it is voluntary and not part of the debt, so
 * only the resident adds it (issue 33 item 5). The form words the sums.
 */
export function defaultValues(ctx: PayContext) {
  const a = ctx.account;
  const fine = a ? Math.max(0, toKopecks(a.SumFine)) : 0;
  return {
    sum: a ? toKopecks(a.Sum) + (ctx.options.separatedFine ? 0 : fine) : 0,
    fine: ctx.options.separatedFine ? fine : 0,
    paymentSystem: chooseSystem(ctx.systems, null, ctx.defaultSystem).name,
    payInsurance: false,
  };
}

/** The AccountID a /payment/pay/{target} URL names, or null ("all", or not an id). */
export function targetAccountId(target: string): number | null {
  return /^[1-9]\d{0,9}$/.test(target) ? Number(target) : null;
}

type PaymentOf = { payAll: boolean; accountId: number | null };

/** GetPaymentParameters: whether this payment may save the card. A failure means no. */
export async function canSaveCard(context: Context, payment: PaymentOf, system: string): Promise<boolean> {
  const r = await call(() =>
    context.get(apiContext).POST("/PayOnline/GetPaymentParameters", {
      body: { payAll: payment.payAll, accountId: payment.accountId, paymentSystem: system },
    }),
  );
  return r.ok && "CanSaveCard" in r.data && r.data.CanSaveCard === true;
}

/** The payment a context is for, as GetPaymentParameters names it. */
export const paymentOf = (ctx: PayContext): PaymentOf => ({
  payAll: ctx.payAll,
  accountId: ctx.account?.AccountID ?? null,
});

/**
 * The form page: the payment context and whether the preselected system may save the card, in one round trip.
 * Card saving is asked for the deployment's default system alongside the rest; only when the provider
 * preselects another system is it asked again.
 */
export async function payPage(context: Context, target: string) {
  const guess = defaultPaymentSystem(context.get(cloudflareContext).env);
  const early = canSaveCard(context, { payAll: target === "all", accountId: targetAccountId(target) }, guess);
  // Awaited only on the usual path; a failed context (404, 502, a 401 redirect) must not leave it unhandled.
  early.catch(() => undefined);
  const ctx = await payContext(context, target);
  const defaults = defaultValues(ctx);
  const saveCard =
    defaults.paymentSystem === guess ? await early : await canSaveCard(context, paymentOf(ctx), defaults.paymentSystem);
  return { ctx, defaults, canSaveCard: saveCard };
}

export interface Quote {
  totalSum: number;
  commission: number;
  hide: boolean;
}

/** SumWithComission for the whole amount (§7): the total and the commission, in kopecks. */
export async function quote(
  context: Context,
  ctx: PayContext,
  amounts: Amounts,
  system: string,
): Promise<Quote | null> {
  const r = await call(() =>
    context.get(apiContext).GET("/Accounting/SumWithComission", {
      params: {
        query: {
          sum: toRoubles(amounts.total).toFixed(2),
          ...(ctx.account ? { accountID: ctx.account.AccountID } : {}),
          paymentSystem: system,
        },
      },
    }),
  );
  if (!r.ok || !("TotalSum" in r.data)) return null;
  const commission = r.data.Comission ?? r.data.Commission ?? 0;
  return {
    totalSum: toKopecks(r.data.TotalSum),
    commission: toKopecks(commission),
    hide: r.data.HideComissionInfo === true,
  };
}

/** The email-for-payment step stores the address in the profile, so the check can be sent there. */
export async function saveEmail(context: Context, email: string): Promise<Notice | null> {
  const user = await currentUser(context);
  const r = await call(() =>
    context.get(apiContext).POST("/User/UpdateProfile", {
      body: { fio: user.fio, email, onlyElectronicBills: user.onlyElectronicBills ?? false },
    }),
  );
  if (!r.ok) return noticeFromFailure(r.failure);
  await rememberUser(context, { ...user, email });
  return null;
}

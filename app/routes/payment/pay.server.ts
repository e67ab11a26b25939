// What the payment form needs from the provider (§4 Payment by account, §7), shared by the form page, its
// action and the commission quote.
import { data, href, redirect } from "react-router";
import { call } from "~/api/errors";
import { amountInput, payAllTotals, toKopecks, toRoubles } from "~/domain/payment/amount";
import type { Amounts, PayFormOptions } from "~/domain/payment/pay-form";
import { chooseSystem } from "~/domain/payment/systems";
import type { RequestServices } from "~/session/session.server";
import { accountingInfo, defaultPaymentSystem, paymentSettings, systemsOf } from "./payment.server";

export type PayContext = Awaited<ReturnType<typeof payContext>>;

/** The account (or all of them), the systems offered and the form's options; 404 for a foreign account. */
export async function payContext(svc: RequestServices, target: string) {
  const info = await accountingInfo(svc);
  if (!info.ok) throw data({ failure: info.failure }, { status: 502 });
  const settings = await paymentSettings(svc);
  const payAll = target === "all";
  const account = payAll ? null : info.data.Data.find((a) => String(a.AccountID) === target && !a.HideOnPaymentsPage && !a.IsClosed);
  if (!payAll && !account) throw data(null, { status: 404 });
  if (payAll && !info.data.CanPayForAllAccounts) throw redirect("/payment");
  const totals = payAll ? payAllTotals(info.data.Data) : undefined;
  const systems = await call(() =>
    svc.api().GET("/PayOnline/GetPaymentSystemsList/", { params: { query: account ? { accountId: account.AccountID } : {} } }),
  );
  // §3 PaymentMode: an account paid by invoices has no sum to pay; its pay button leads to its invoices.
  if (account?.PaymentMode === "Invoice") throw redirect(href("/payment/invoices/:accountId", { accountId: String(account.AccountID) }));
  const options: PayFormOptions = { payAll, separatedFine: settings.separatedFine, needsEmail: !svc.user?.email };
  return {
    target,
    account,
    payAll,
    totals,
    idents: payAll ? (totals?.idents ?? []) : [account!.Ident],
    options,
    systems: systemsOf(systems),
    defaultSystem: defaultPaymentSystem(svc.env),
    insuranceKopecks: account ? toKopecks(account.InsuranceSum) : (totals?.insurance ?? 0),
  };
}

/** The form's starting values: the account's sum (with the fine unless it is paid separately). */
export function defaultValues(ctx: PayContext) {
  const a = ctx.account;
  const fine = a ? Math.max(0, toKopecks(a.SumFine)) : 0;
  const sum = a ? toKopecks(a.Sum) + (ctx.options.separatedFine ? 0 : fine) : 0;
  return {
    sum: amountInput(sum),
    sumFine: ctx.options.separatedFine ? amountInput(fine) : "",
    paymentSystem: chooseSystem(ctx.systems, null, ctx.defaultSystem).name,
    payInsurance: ctx.insuranceKopecks > 0,
    allowCardSaving: false,
    email: "",
  };
}

/** GetPaymentParameters: whether this payment may save the card. A failure means no. */
export async function canSaveCard(svc: RequestServices, ctx: PayContext, system: string): Promise<boolean> {
  const r = await call(() =>
    svc.api().POST("/PayOnline/GetPaymentParameters", {
      body: { payAll: ctx.payAll, accountId: ctx.account?.AccountID ?? null, paymentSystem: system },
    }),
  );
  return r.ok && "CanSaveCard" in r.data && r.data.CanSaveCard === true;
}

export interface Quote {
  totalSum: number;
  commission: number;
  hide: boolean;
}

/** SumWithComission for the whole amount (§7): the total and the commission, in kopecks. */
export async function quote(svc: RequestServices, ctx: PayContext, amounts: Amounts, system: string): Promise<Quote | null> {
  const r = await call(() =>
    svc.api().GET("/Accounting/SumWithComission", {
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
  return { totalSum: toKopecks(r.data.TotalSum), commission: toKopecks(commission), hide: r.data.HideComissionInfo === true };
}

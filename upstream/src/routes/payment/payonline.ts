// /PayOnline/*: payment systems, card-saving parameters, invoices and pay links (spec §7, §4 "Payment by account").
import { fileResponse, makePng } from "../../files";
import { businessError, notFound } from "../../http";
import type { Op, Router } from "../../router";
import { absoluteUrl, createOrder, type OrderItem } from "./orders";
import { allowedBonus, payableRequest } from "./paid-requests";
import {
  chooseSystem,
  commissionKopecks,
  ERR_ACCOUNT,
  ERR_FINE,
  ERR_SUM,
  kop,
  ownAccount,
  ownAccounts,
  paymentSystems,
  rub,
  systemsFor,
  toKopecks,
  type OwnAccount,
} from "./store";

const ERR_RETURN_URLS = "Не указаны адреса возврата после оплаты";

/** Both return URLs, absolute and on one origin (the payment page lives there too), or null. */
function returnUrls(success: string, fail: string): { successUrl: URL; failUrl: URL } | null {
  const successUrl = absoluteUrl(success);
  const failUrl = absoluteUrl(fail);
  return successUrl && failUrl && successUrl.origin === failUrl.origin ? { successUrl, failUrl } : null;
}
const ERR_INVOICE = "Счёт на оплату не найден";

type PayLinkBody = Op<"post /PayOnline/GetPayLink">["requestBody"]["content"]["application/json"];

const blank = (v: unknown) => v === undefined || v === null || v === "";

/** What one account's order item is for the body of GetPayLink, or an error text. */
function singleItem(account: OwnAccount, body: PayLinkBody): OrderItem | string {
  if (account.isClosed) return "Лицевой счёт закрыт";
  const sum = toKopecks(body.sum);
  if (sum === null || sum <= 0) return ERR_SUM;
  const sumFine = blank(body.sumFine) ? 0 : toKopecks(body.sumFine);
  if (sumFine === null) return ERR_FINE;
  const insurance = body.payInsurance === true && account.insuranceEnabled ? kop(account.insuranceSum) : 0;
  return { accountId: account.id, sum, sumFine, insurance };
}

const paymentSystemColours: Record<string, [number, number, number]> = {
  sberbank: [33, 160, 56],
  tinkoff: [255, 221, 45],
};

export function payOnlineRoutes(router: Router): void {
  router.add("get", "/PayOnline/GetPaymentSystemsList/", async ({ env, query, userId, reply }) => {
    const accounts: OwnAccount[] = [];
    if (query.accountId !== undefined) {
      const account = await ownAccount(env.DB, userId!, query.accountId);
      if (!account) return businessError(ERR_ACCOUNT);
      accounts.push(account);
    }
    const systems = systemsFor(await paymentSystems(env.DB), accounts);
    return reply(
      200,
      systems.map((s) => ({ id: s.id, name: s.name, displayName: s.displayName })),
    );
  });

  router.add("post", "/PayOnline/GetPaymentParameters", async ({ env, body, userId, reply }) => {
    const payAll = body.payAll === true;
    const accounts: OwnAccount[] = [];
    if (!payAll) {
      const account = await ownAccount(env.DB, userId!, body.accountId);
      if (!account) return businessError(ERR_ACCOUNT);
      accounts.push(account);
    }
    const chosen = await chooseSystem(env.DB, body.paymentSystem, accounts);
    if ("error" in chosen) return businessError(chosen.error);
    // A card is bound to one account's payments, so it is never saved when paying for all accounts.
    return reply(200, { CanSaveCard: chosen.system.canSaveCard && !payAll });
  });

  router.add("post", "/PayOnline/GetPayLink", async ({ env, body, userId, reply }) => {
    const urls = returnUrls(body.SuccessUrl, body.FailUrl);
    if (!urls) return businessError(ERR_RETURN_URLS);
    let items: OrderItem[];
    let accounts: OwnAccount[];
    let requestId: number | undefined;
    let bonusAmount = 0;
    let amount: number;
    if (body.paidRequestId !== undefined && body.paidRequestId !== null) {
      const r = await payableRequest(env.DB, userId!, body.paidRequestId);
      if ("error" in r) return businessError(r.error);
      const bonus = blank(body.bonusAmount) ? 0 : toKopecks(body.bonusAmount);
      if (bonus === null || bonus > allowedBonus(r)) return businessError("Неверная сумма бонусов");
      const account = r.account_id === null ? null : await ownAccount(env.DB, userId!, r.account_id);
      accounts = account ? [account] : [];
      items = [];
      requestId = r.id;
      bonusAmount = bonus;
      amount = kop(r.paid_sum ?? 0) - bonus;
    } else if (body.payAll === true) {
      const user = await env.DB.prepare("SELECT can_pay_for_all_accounts FROM users WHERE id = ?")
        .bind(userId)
        .first<{ can_pay_for_all_accounts: number }>();
      if (!user?.can_pay_for_all_accounts) return businessError("Оплата всех лицевых счетов сразу недоступна");
      accounts = (await ownAccounts(env.DB, userId!)).filter((a) => !a.isClosed && !a.hideOnPayments && a.sum > 0);
      if (accounts.length === 0) return businessError("Нет задолженности для оплаты");
      const payInsurance = body.payInsurance === true;
      items = accounts.map((a) => ({
        accountId: a.id,
        sum: kop(a.sum),
        sumFine: Math.max(0, kop(a.sumFine)),
        insurance: payInsurance && a.insuranceEnabled ? kop(a.insuranceSum) : 0,
      }));
      amount = items.reduce((t, i) => t + i.sum + i.sumFine + i.insurance, 0);
    } else {
      const account = await ownAccount(env.DB, userId!, body.accountID);
      if (!account) return businessError(ERR_ACCOUNT);
      const item = singleItem(account, body);
      if (typeof item === "string") return businessError(item);
      accounts = [account];
      items = [item];
      amount = item.sum + item.sumFine + item.insurance;
    }
    const chosen = await chooseSystem(env.DB, body.paymentSystem, accounts);
    if ("error" in chosen) return businessError(chosen.error);
    const payLink = await createOrder(env.DB, {
      userId: userId!,
      system: chosen.system,
      items,
      amount,
      commission: commissionKopecks(chosen.system, amount),
      allowCardSaving: body.allowCardSaving === true,
      requestId,
      bonusAmount,
      ...urls,
    });
    return reply(200, { payLink });
  });

  router.add("get", "/PayOnline/GetInvoices/", async ({ env, query, userId, reply }) => {
    const account = await ownAccount(env.DB, userId!, query.accountId);
    if (!account) return businessError(ERR_ACCOUNT);
    const rows = await env.DB.prepare(
      "SELECT uid, display_name, debt, debt_fine FROM invoices WHERE account_id = ? AND paid = 0 ORDER BY uid",
    )
      .bind(account.id)
      .all<{ uid: string; display_name: string; debt: number; debt_fine: number }>();
    return reply(
      200,
      rows.results.map((r) => ({
        InvoiceUid: r.uid,
        DisplayName: r.display_name,
        Debt: rub(kop(r.debt)),
        DebtFine: rub(kop(r.debt_fine)),
      })),
    );
  });

  router.add("post", "/PayOnline/GetPayInvoiceLink", async ({ env, body, userId, reply }) => {
    const urls = returnUrls(body.successUrl, body.failUrl);
    if (!urls) return businessError(ERR_RETURN_URLS);
    const invoice = body.invoiceUid
      ? await env.DB.prepare(
          `SELECT uid, account_id, debt, debt_fine FROM invoices WHERE uid = ? AND paid = 0
             AND account_id IN (SELECT account_id FROM user_accounts WHERE user_id = ?)`,
        )
          .bind(body.invoiceUid, userId)
          .first<{ uid: string; account_id: number; debt: number; debt_fine: number }>()
      : null;
    if (!invoice) return businessError(ERR_INVOICE);
    const account = await ownAccount(env.DB, userId!, invoice.account_id);
    const chosen = await chooseSystem(env.DB, body.paymentSystem, account ? [account] : []);
    if ("error" in chosen) return businessError(chosen.error);
    const item: OrderItem = {
      accountId: invoice.account_id,
      sum: kop(invoice.debt),
      sumFine: kop(invoice.debt_fine),
      insurance: 0,
    };
    const amount = item.sum + item.sumFine;
    const payLink = await createOrder(env.DB, {
      userId: userId!,
      system: chosen.system,
      items: [item],
      amount,
      commission: commissionKopecks(chosen.system, amount),
      allowCardSaving: body.allowCardSaving === true,
      invoiceUid: invoice.uid,
      ...urls,
    });
    return reply(200, { payLink });
  });

  router.add("get", "/PayOnline/PaymentSystemImage/{id}", async ({ env, params }) => {
    const system = (await paymentSystems(env.DB)).find((s) => String(s.id) === params.id);
    if (!system) return notFound("Платёжная система не найдена");
    const colour = paymentSystemColours[system.name] ?? [90, 110, 140];
    // A brand-coloured disc on white, 48×48.
    const png = makePng(48, 48, (x, y) => ((x - 23.5) ** 2 + (y - 23.5) ** 2 <= 22 ** 2 ? colour : [255, 255, 255]));
    return fileResponse(png, {
      type: "image/png",
      name: `${system.name}.png`,
      inline: true,
      cache: "public, max-age=86400",
    });
  });
}

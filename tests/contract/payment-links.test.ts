import { beforeAll, describe, expect, it } from "vitest";
import { dmy, todayMoscow } from "../../upstream/src/dates";
import { IVANOV, PETROVA, text, useUpstream } from "./harness";
import { accountsKit, payer } from "./payment-kit";

// Paying: payment systems, pay links and the simulated payment page, invoices, paid requests. What is refused or
// only read is tried on Иванов's demo accounts; what is paid or left pending is paid by a throwaway resident
// (`payer`) with accounts like Иванов's, so his debts, payments and requests stay as seeded for every file.
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });
const { account } = accountsKit(up, () => tokens.ivanov);
/** Like Иванов's 1000001: a debt with a fine and insurance. */
const DEBT = { sum: 4523.18, sumFine: 112.4, insurance: 85 };
const SUCCESS = "https://portal.example/payment#paymentSuccess";
const FAIL = "https://portal.example/payment#paymentFail";

/** The simulated payment page (reference upstream only, outside the contract). */
async function demo(link: string, action?: string): Promise<Response> {
  const path = new URL(link).pathname.replace(/^\/__upstream/, "");
  const init: RequestInit = action
    ? { body: new URLSearchParams({ action }), headers: { "content-type": "application/x-www-form-urlencoded" } }
    : {};
  return up.raw(action ? "POST" : "GET", path, { ...init, redirect: "manual" });
}

async function payLink(body: Record<string, unknown>, token: string) {
  const res = await up.call("POST /PayOnline/GetPayLink", {
    token,
    body: { SuccessUrl: SUCCESS, FailUrl: FAIL, ...body },
  });
  expect(res.status).toBe(200);
  return res.json as { payLink?: string; Error?: string };
}

async function insertRequest(opts: {
  phone: string;
  ident: string;
  status?: number;
  paidSum?: number;
  bonus?: number;
  number: string;
}) {
  const row = await up.env.DB.prepare(
    `INSERT INTO requests (number, user_id, account_id, name, text, status_id, added, can_pay_on_mobile_app, paid_sum,
     paid_service_text, bonus_amount) VALUES (?, (SELECT id FROM users WHERE phone = ?), (SELECT id FROM accounts WHERE ident = ?),
     'Замена смесителя', 'Платная заявка', ?, ?, 1, ?, 'Замена смесителя', ?) RETURNING id`,
  )
    .bind(
      opts.number,
      opts.phone,
      opts.ident,
      opts.status ?? 1,
      new Date().toISOString(),
      opts.paidSum ?? 1500,
      opts.bonus ?? 150,
    )
    .first<{ id: number }>();
  return row!.id;
}

describe("payment systems and parameters", () => {
  it("GET /PayOnline/GetPaymentSystemsList/: the default bank first; only it for house 1361; errors", async () => {
    const all = await up.call("GET /PayOnline/GetPaymentSystemsList/", { token: tokens.ivanov });
    expect(all.json.map((s: { name: string }) => s.name)).toEqual(["sberbank", "tinkoff"]);
    expect(all.json[0].displayName).toBe("Сбербанк");
    const house1361 = await up.call("GET /PayOnline/GetPaymentSystemsList/", {
      token: tokens.ivanov,
      query: { accountId: (await account("1000002")).AccountID },
    });
    expect(house1361.json.map((s: { name: string }) => s.name)).toEqual(["sberbank"]);
    const foreign = await up.call("GET /PayOnline/GetPaymentSystemsList/", {
      token: tokens.ivanov,
      query: { accountId: (await account("3000001", tokens.petrova)).AccountID },
    });
    expect(foreign.json.Error).toBe("Лицевой счёт не найден");
    expect((await up.call("GET /PayOnline/GetPaymentSystemsList/")).status).toBe(401);
  });

  it("GET /PayOnline/PaymentSystemImage/{id}: a public PNG; 404 for an unknown id", async () => {
    const list = await up.call("GET /PayOnline/GetPaymentSystemsList/", { token: tokens.ivanov });
    const png = await up.call("GET /PayOnline/PaymentSystemImage/{id}", { params: { id: list.json[0].id } });
    expect(png.contentType).toBe("image/png");
    expect([...png.bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await up.call("GET /PayOnline/PaymentSystemImage/{id}", { params: { id: 999 } })).status).toBe(404);
  });

  it("POST /PayOnline/GetPaymentParameters: card saving per system, never for pay-all; errors", async () => {
    const accountId = (await account("1000001")).AccountID;
    const call = (body: object, token: string | null = tokens.ivanov) =>
      up.call("POST /PayOnline/GetPaymentParameters", { token, body });
    expect((await call({ payAll: false, accountId, paymentSystem: "sberbank" })).json).toEqual({ CanSaveCard: true });
    expect((await call({ payAll: false, accountId, paymentSystem: "tinkoff" })).json).toEqual({ CanSaveCard: false });
    expect((await call({ payAll: true, paymentSystem: "sberbank" })).json).toEqual({ CanSaveCard: false });
    expect((await call({ payAll: false, accountId, paymentSystem: "nope" })).json.Error).toBe(
      "Платёжная система не найдена",
    );
    expect((await call({ payAll: false, accountId }, tokens.petrova)).json.Error).toBe("Лицевой счёт не найден");
    expect((await call({ payAll: false, accountId }, null)).status).toBe(401);
  });
});

describe("POST /PayOnline/GetPayLink", () => {
  it("refuses bad sums and fines, foreign accounts, unsuitable systems, missing return URLs; 401", async () => {
    const accountID = (await account("1000001")).AccountID;
    const refused = (body: Record<string, unknown>) => payLink(body, tokens.ivanov);
    for (const sum of [0, -1, 10.555, "abc", null]) {
      expect((await refused({ accountID, sum })).Error, String(sum)).toBe("Неверная сумма");
    }
    expect((await refused({ accountID, sum: 10, sumFine: -1 })).Error).toBe("Неверная сумма пени");
    expect((await refused({ accountID, sum: 10, sumFine: 0.001 })).Error).toBe("Неверная сумма пени");
    const foreign = (await account("3000001", tokens.petrova)).AccountID;
    expect((await refused({ accountID: foreign, sum: 10 })).Error).toBe("Лицевой счёт не найден");
    expect((await refused({ accountID, sum: 10, paymentSystem: "nope" })).Error).toBe("Платёжная система не найдена");
    const house1361 = (await account("1000002")).AccountID;
    expect((await refused({ accountID: house1361, sum: 10, paymentSystem: "tinkoff" })).Error).toBeTruthy();
    const relative = await up.call("POST /PayOnline/GetPayLink", {
      token: tokens.ivanov,
      body: { accountID, sum: 10, SuccessUrl: "/payment", FailUrl: FAIL },
    });
    expect(relative).toMatchObject({ status: 400, json: { path: "/SuccessUrl", in: "body" } });
    expect((await refused({ accountID, sum: 10, FailUrl: "https://elsewhere.example/" })).Error).toBe(
      "Не указаны адреса возврата после оплаты",
    );
    expect((await payLink({ payAll: true }, tokens.petrova)).Error).toBe("Оплата всех лицевых счетов сразу недоступна");
    const anon = await up.call("POST /PayOnline/GetPayLink", {
      body: { accountID, sum: 10, SuccessUrl: SUCCESS, FailUrl: FAIL },
    });
    expect(anon.status).toBe(401);
  });

  it("gives an absolute link to the payment page on the portal's origin, pending until finished", async () => {
    const p = await payer(up, [DEBT]);
    const { ident } = p.accounts[0]!;
    const a = await p.account(ident);
    const { payLink: link } = await payLink({ accountID: a.AccountID, sum: 100, paymentSystem: "tinkoff" }, p.token);
    expect(link).toMatch(/^https:\/\/portal\.example\/__upstream\/demo\/pay\/[A-Za-z0-9_-]{20,}$/);
    const pending = (await p.account(ident)).PendingPayments;
    expect(pending.some((p) => p.Sum === 100)).toBe(true);

    const page = await demo(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toMatch(/<h1>[^<]*Т-Банк/);
    expect(html).toContain(ident);
    expect(html).toContain("100,00");
    expect(html).toContain("101,00"); // with the 1 % commission
    // No card fields: the only inputs are the two hidden actions.
    expect(html.match(/<input[^>]*>/g)).toEqual([
      '<input type="hidden" name="action" value="pay">',
      '<input type="hidden" name="action" value="decline">',
    ]);
    expect((await demo("https://portal.example/__upstream/demo/pay/unknown-token")).status).toBe(404);
    expect((await demo(link!, "steal")).status).toBe(400);
  });
});

describe("the simulated payment page round trip", () => {
  it("pay: 303 to SuccessUrl, the payment with a check appears and the debt goes down", async () => {
    const p = await payer(up, [DEBT]);
    const { ident } = p.accounts[0]!;
    const before = await p.account(ident);
    const { payLink: link } = await payLink(
      { accountID: before.AccountID, sum: 4410.78, sumFine: 112.4, payInsurance: true },
      p.token,
    );
    const res = await demo(link!, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(SUCCESS);
    const after = await p.account(ident);
    expect(after.Sum).toBe(112.4);
    expect(after.SumFine).toBe(0);
    expect(after.InsuranceSum).toBe(0);
    expect(after.Payments).toHaveLength(before.Payments.length + 1);
    const paid = after.Payments[0]!;
    expect(paid).toMatchObject({ Date: dmy(todayMoscow()), Sum: 4523.18, HasCheck: true, PaymentType: "online" });
    expect(after.InsurancePayments[0]).toMatchObject({ Sum: 85, HasCheck: true });
    expect(after.PendingPayments.some((p) => p.Sum === 4608.18)).toBe(false);
    const check = await up.call("GET /Accounting/DownloadPaymentCheck", {
      token: p.token,
      query: { id: paid.ID, paymentType: "online" },
    });
    expect(text(check.bytes.slice(0, 5))).toBe("%PDF-");
    // A second submit records nothing more.
    const again = await demo(link!, "pay");
    expect(again.headers.get("location")).toBe(SUCCESS);
    expect((await p.account(ident)).Payments).toHaveLength(after.Payments.length);
  });

  it("decline: 303 to FailUrl and nothing is recorded", async () => {
    const p = await payer(up, [DEBT]);
    const { ident } = p.accounts[0]!;
    const before = await p.account(ident);
    const { payLink: link } = await payLink({ accountID: before.AccountID, sum: 50 }, p.token);
    const res = await demo(link!, "decline");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(FAIL);
    const after = await p.account(ident);
    expect(after.Payments).toHaveLength(before.Payments.length);
    expect(after.Sum).toBe(before.Sum);
    expect(after.PendingPayments.some((p) => p.Sum === 50)).toBe(false);
    expect((await demo(link!, "pay")).headers.get("location")).toBe(FAIL);
    expect((await p.account(ident)).Payments).toHaveLength(before.Payments.length);
  });

  it("payAll pays every account with a debt", async () => {
    // Like Иванов's two accounts: one in debt, one owing nothing.
    const p = await payer(up, [DEBT, { sum: 0 }], true);
    const clear = p.accounts[1]!;
    const paymentsBefore = (await p.account(clear.ident)).Payments.length;
    const { payLink: link } = await payLink({ payAll: true }, p.token);
    expect((await demo(link!, "pay")).headers.get("location")).toBe(SUCCESS);
    const data = (await p.info()).Data;
    expect(data.map((a) => a.Sum)).toEqual([0, 0]);
    expect(data.find((a) => a.Ident === clear.ident)!.Payments).toHaveLength(paymentsBefore); // owed nothing: no new payment
    expect((await payLink({ payAll: true }, p.token)).Error).toBe("Нет задолженности для оплаты");
  });
});

describe("invoices", () => {
  it("GET /PayOnline/GetInvoices/: the open invoice; errors", async () => {
    const accountId = (await account("1000001")).AccountID;
    const res = await up.call("GET /PayOnline/GetInvoices/", { token: tokens.ivanov, query: { accountId } });
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toMatchObject({ Debt: 1250, DebtFine: 18.75 });
    expect(res.json[0].DisplayName).toContain("капитальный ремонт");
    const none = await up.call("GET /PayOnline/GetInvoices/", {
      token: tokens.ivanov,
      query: { accountId: (await account("1000002")).AccountID },
    });
    expect(none.json).toEqual([]);
    expect(
      (await up.call("GET /PayOnline/GetInvoices/", { token: tokens.petrova, query: { accountId } })).json.Error,
    ).toBe("Лицевой счёт не найден");
    expect((await up.call("GET /PayOnline/GetInvoices/", { token: tokens.ivanov })).json).toMatchObject({
      path: "/accountId",
      in: "query",
    });
    expect((await up.call("GET /PayOnline/GetInvoices/", { query: { accountId } })).status).toBe(401);
  });

  it("POST /PayOnline/GetPayInvoiceLink: errors, then paying removes the invoice", async () => {
    // Like Иванов's 1000001 with its open invoice.
    const p = await payer(up, [
      { ...DEBT, invoice: { displayName: "Взнос на капитальный ремонт", debt: 1250, debtFine: 18.75 } },
    ]);
    const { ident } = p.accounts[0]!;
    const a = await p.account(ident);
    const [invoice] = (
      await up.call("GET /PayOnline/GetInvoices/", { token: p.token, query: { accountId: a.AccountID } })
    ).json;
    const body = {
      invoiceUid: invoice.InvoiceUid,
      paymentSystem: "sberbank",
      allowCardSaving: false,
      successUrl: SUCCESS,
      failUrl: FAIL,
    };
    const call = (b: object, token: string | null = p.token) =>
      up.call("POST /PayOnline/GetPayInvoiceLink", { token, body: b });
    expect((await call({ ...body, invoiceUid: "nope" })).json.Error).toBe("Счёт на оплату не найден");
    expect((await call(body, tokens.petrova)).json.Error).toBe("Счёт на оплату не найден");
    expect((await call({ ...body, failUrl: undefined })).json).toMatchObject({ path: "/failUrl", in: "body" });
    expect((await call({ ...body, failUrl: "https://elsewhere.example/" })).json.Error).toBe(
      "Не указаны адреса возврата после оплаты",
    );
    expect((await call(body, null)).status).toBe(401);
    const { payLink: link } = (await call(body)).json;
    expect(link).toMatch(/^https:\/\/portal\.example\/__upstream\/demo\/pay\//);
    expect((await demo(link, "pay")).headers.get("location")).toBe(SUCCESS);
    const after = await p.account(ident);
    expect(after.Payments[0]).toMatchObject({ Sum: 1268.75, PaymentType: "online", HasCheck: true });
    expect(after.Sum).toBe(a.Sum); // an invoice does not change the running debt
    expect(
      (await up.call("GET /PayOnline/GetInvoices/", { token: p.token, query: { accountId: a.AccountID } })).json,
    ).toEqual([]);
    expect((await call(body)).json.Error).toBe("Счёт на оплату не найден");
  });
});

describe("paid requests", () => {
  // A throwaway resident's account carries the paid requests (Иванов's requests stay as seeded).
  const me = { phone: "", token: "", ident: "" };
  beforeAll(async () => {
    const p = await payer(up, [{ sum: 0 }]);
    Object.assign(me, { phone: p.phone, token: p.token, ident: p.accounts[0]!.ident });
  });
  const insertPaid = (opts: { status?: number; paidSum?: number; bonus?: number; number: string }) =>
    insertRequest({ phone: me.phone, ident: me.ident, ...opts });

  it("GET /Accounting/GetPaidRequestAllowedBonuses/{id}: the bonus cap, 0 when not payable, 404 for others' requests", async () => {
    const payable = await insertPaid({ number: "PAY-T1", paidSum: 1500, bonus: 150 });
    const small = await insertPaid({ number: "PAY-T2", paidSum: 120, bonus: 500 });
    const done = await insertPaid({ number: "PAY-T3", status: 5 });
    const bonuses = async (id: number, token: string | null = me.token) =>
      up.call("GET /Accounting/GetPaidRequestAllowedBonuses/{id}", { token, params: { id } });
    expect((await bonuses(payable)).json).toEqual({ BonusAmount: 150 });
    expect((await bonuses(small)).json).toEqual({ BonusAmount: 119 }); // at least 1 rouble stays to pay
    expect((await bonuses(done)).json).toEqual({ BonusAmount: 0 });
    expect((await bonuses(payable, tokens.petrova)).status).toBe(404);
    expect((await bonuses(999999)).status).toBe(404);
    expect((await bonuses(payable, null)).status).toBe(401);
  });

  it("online: pay link with bonuses, then the completion code goes to the phone", async () => {
    const id = await insertPaid({ number: "PAY-T4", paidSum: 1500, bonus: 150 });
    expect((await payLink({ paidRequestId: id, bonusAmount: 200 }, me.token)).Error).toBe("Неверная сумма бонусов");
    const { payLink: link } = await payLink({ paidRequestId: id, bonusAmount: 100 }, me.token);
    const html = await (await demo(link!)).text();
    expect(html).toContain("PAY-T4");
    expect(html).toContain("1\u00a0400,00");
    expect((await demo(link!, "pay")).headers.get("location")).toBe(SUCCESS);
    const row = await up.env.DB.prepare("SELECT is_paid, is_paid_by_user FROM requests WHERE id = ?").bind(id).first();
    expect(row).toEqual({ is_paid: 1, is_paid_by_user: 1 });
    expect((await payLink({ paidRequestId: id }, me.token)).Error).toBe("Заявка уже оплачена");
    const sent = await up.call("POST /Requests/SendPaidRequestCompleteCodeOnline", {
      token: me.token,
      body: { requestId: id, phone: me.phone },
    });
    expect(sent.json).toEqual({ isSucceed: true });
    const sms = await up.lastSent();
    expect(sms?.recipient).toBe(me.phone);
    expect(sms?.body).toMatch(/PAY-T4.*\d{6}/);
    const cash = await up.call("POST /Requests/SendPaidRequestCompleteCodeCash", {
      token: me.token,
      body: { requestId: id, phone: me.phone },
    });
    expect(cash.json.Error).toBe("Заявка уже оплачена");
  });

  it("online completion errors: unknown, foreign, not payable; 401", async () => {
    const done = await insertPaid({ number: "PAY-T5", status: 6 });
    const mine = await insertPaid({ number: "PAY-T6" });
    const call = (body: object, token: string | null = me.token) =>
      up.call("POST /Requests/SendPaidRequestCompleteCodeOnline", { token, body });
    expect((await call({ requestId: done })).json.Error).toBe("Заявку нельзя оплатить");
    expect((await call({ requestId: 999999 })).json.Error).toBe("Заявка не найдена");
    expect((await call({ requestId: mine }, tokens.petrova)).json.Error).toBe("Заявка не найдена");
    expect((await call({ requestId: mine }, null)).status).toBe(401);
  });

  it("cash: sends the code, marks the request paid, refuses a second time, bad phones and unpayable requests", async () => {
    const id = await insertPaid({ number: "PAY-T7" });
    const done = await insertPaid({ number: "PAY-T8", status: 10 });
    const call = (body: object, token: string | null = me.token) =>
      up.call("POST /Requests/SendPaidRequestCompleteCodeCash", { token, body });
    expect((await call({ requestId: id, phone: "123" })).json.Error).toBe("Неверный номер телефона");
    expect((await call({ requestId: id, phone: "79001234567" })).json).toEqual({ isSucceed: true });
    const sms = await up.lastSent({ recipient: "79001234567" });
    expect(sms?.body).toContain("наличными");
    const row = await up.env.DB.prepare("SELECT is_paid FROM requests WHERE id = ?").bind(id).first();
    expect(row).toEqual({ is_paid: 1 });
    expect((await call({ requestId: id, phone: "79001234567" })).json.Error).toBe("Заявка уже оплачена");
    expect((await call({ requestId: done })).json.Error).toBe("Заявку нельзя оплатить");
    expect((await call({ requestId: 999999 })).json.Error).toBe("Заявка не найдена");
    expect((await call({ requestId: id }, null)).status).toBe(401);
  });
});

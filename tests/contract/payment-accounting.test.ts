import { describe, expect, it } from "vitest";
import { dmy, todayMoscow } from "../../upstream/src/dates";
import { IVANOV, PETROVA, text, useUpstream } from "./harness";
import { accountsKit, payer, type Account } from "./payment-kit";

// What each account owes and has paid: /Accounting/* (info, commission, checks, insurance) and the bill files.
// Reading: Иванов's demo accounts. Turning insurance off: a throwaway resident's accounts.
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });
const { info, account } = accountsKit(up, () => tokens.ivanov);

describe("GET /Accounting/Info", () => {
  it("needs a token", async () => {
    expect((await up.call("GET /Accounting/Info")).status).toBe(401);
  });

  it("shows Иванов's accounts with debt, fine, insurance, six bills and payments", async () => {
    const res = await info();
    expect(res.CanPayForAllAccounts).toBe(true);
    expect(res.Data.map((a) => a.Ident)).toEqual(["1000001", "1000002"]);
    const [a, b] = res.Data as [Account, Account];
    expect(a).toMatchObject({ Sum: 4523.18, SumFine: 112.4, InsuranceSum: 85, DebtActualDate: dmy(todayMoscow()) });
    const firstOfMonth = todayMoscow().with({ day: 1 });
    expect(a.Bills.map((x) => x.SortableDate)).toEqual(
      [1, 2, 3, 4, 5, 6].map((m) => firstOfMonth.subtract({ months: m }).toString()),
    );
    expect(a.Bills.every((x) => x.HasFile)).toBe(true);
    expect(a.Bills[0]!.Total).toBe(4523.18);
    expect(new Set(a.Payments.map((p) => p.PaymentType))).toEqual(new Set(["online", "cash"]));
    expect(a.Payments.some((p) => !p.HasCheck)).toBe(true);
    expect(a.InsurancePayments).toHaveLength(2);
    expect(b).toMatchObject({ Sum: 0, SumFine: 0, InsuranceSum: 0 });
  });

  it("shows only the resident's own accounts", async () => {
    const res = await info(tokens.petrova);
    expect(res.CanPayForAllAccounts).toBe(false);
    expect(res.Data.map((a) => a.Ident)).toEqual(["3000001"]);
    expect(res.Data[0]!.Sum).toBe(350);
  });
});

describe("GET /Accounting/SumWithComission", () => {
  it("has no commission for the default bank and 1 % for the other system, under both spellings", async () => {
    const { AccountID } = await account("1000001");
    const free = await up.call("GET /Accounting/SumWithComission", {
      token: tokens.ivanov,
      query: { sum: "4523.18", accountID: AccountID },
    });
    expect(free.json).toEqual({ TotalSum: 4523.18, Comission: 0, Commission: 0, HideComissionInfo: true });
    const paid = await up.call("GET /Accounting/SumWithComission", {
      token: tokens.ivanov,
      query: { sum: "4523.18", accountID: AccountID, paymentSystem: "tinkoff" },
    });
    expect(paid.json).toEqual({ TotalSum: 4568.41, Comission: 45.23, Commission: 45.23, HideComissionInfo: false });
  });

  it("refuses bad sums, foreign accounts, unknown systems and anonymous calls", async () => {
    const { AccountID } = await account("1000001");
    const zero = await up.call("GET /Accounting/SumWithComission", {
      token: tokens.ivanov,
      query: { sum: "0", accountID: AccountID },
    });
    expect(zero.json).toEqual({ Error: "Неверная сумма" });
    // Not a sum of roubles with at most 2 decimals: the query does not match the contract.
    for (const sum of ["-5", "10.555", "abc", ""]) {
      const res = await up.call("GET /Accounting/SumWithComission", {
        token: tokens.ivanov,
        query: { sum, accountID: AccountID },
      });
      expect(res, sum).toMatchObject({ status: 400, json: { path: "/sum", in: "query" } });
    }
    const foreign = (await account("3000001", tokens.petrova)).AccountID;
    const res = await up.call("GET /Accounting/SumWithComission", {
      token: tokens.ivanov,
      query: { sum: "10", accountID: foreign },
    });
    expect(res.json.Error).toBe("Лицевой счёт не найден");
    const unknown = await up.call("GET /Accounting/SumWithComission", {
      token: tokens.ivanov,
      query: { sum: "10", paymentSystem: "nope" },
    });
    expect(unknown.json.Error).toBeTruthy();
    expect((await up.call("GET /Accounting/SumWithComission", { query: { sum: "10" } })).status).toBe(401);
  });
});

describe("GET /Accounting/DownloadPaymentCheck", () => {
  it("gives the check as PDF or JPEG with a file name", async () => {
    const p = (await account("1000001")).Payments.find((x) => x.HasCheck)!;
    const pdf = await up.call("GET /Accounting/DownloadPaymentCheck", {
      token: tokens.ivanov,
      query: { id: p.ID, inJpg: false, paymentType: p.PaymentType },
    });
    expect(pdf.contentType).toBe("application/pdf");
    expect(text(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="check_${p.ID}.pdf"; filename*=UTF-8''${encodeURIComponent(`Чек_${p.ID}.pdf`)}`,
    );
    const jpg = await up.call("GET /Accounting/DownloadPaymentCheck", {
      token: tokens.ivanov,
      query: { id: p.ID, inJpg: true },
    });
    expect(jpg.contentType).toBe("image/jpeg");
    expect([...jpg.bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpg.bytes.slice(-2)]).toEqual([0xff, 0xd9]);
    expect(jpg.headers.get("content-disposition")).toContain(`filename="check_${p.ID}.jpg"`);
  });

  it("answers 404 without a check, for another type, another resident or an unknown id; 401 anonymous", async () => {
    const payments = (await account("1000001")).Payments;
    const withCheck = payments.find((x) => x.HasCheck)!;
    const without = payments.find((x) => !x.HasCheck)!;
    const other = withCheck.PaymentType === "online" ? "cash" : "online";
    const cases: [Record<string, string | number | boolean>, string | null][] = [
      [{ id: without.ID }, tokens.ivanov],
      [{ id: withCheck.ID, paymentType: other }, tokens.ivanov],
      [{ id: withCheck.ID }, tokens.petrova],
      [{ id: 999999 }, tokens.ivanov],
    ];
    for (const [query, token] of cases) {
      const res = await up.call("GET /Accounting/DownloadPaymentCheck", { token, query });
      expect(res.status, JSON.stringify(query)).toBe(404);
    }
    expect((await up.call("GET /Accounting/DownloadPaymentCheck", { query: { id: withCheck.ID } })).status).toBe(401);
  });
});

describe("bills", () => {
  it("GET /Bills/Download/{id}: the PDF with its file name; 404 for others' and unknown bills; 401", async () => {
    const bill = (await account("1000001")).Bills[0]!;
    const res = await up.call("GET /Bills/Download/{id}", { token: tokens.ivanov, params: { id: bill.ID } });
    expect(res.contentType).toBe("application/pdf");
    expect(text(res.bytes.slice(0, 5))).toBe("%PDF-");
    expect(text(res.bytes)).toContain("%%EOF");
    const month = bill.SortableDate.slice(0, 7);
    expect(res.headers.get("content-disposition")).toContain(`filename="bill_1000001_${month}.pdf"`);
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("Квитанция_1000001_")}`,
    );
    expect((await up.call("GET /Bills/Download/{id}", { token: tokens.petrova, params: { id: bill.ID } })).status).toBe(
      404,
    );
    expect((await up.call("GET /Bills/Download/{id}", { token: tokens.ivanov, params: { id: 999999 } })).status).toBe(
      404,
    );
    expect((await up.call("GET /Bills/Download/{id}", { params: { id: bill.ID } })).status).toBe(401);
  });

  it("the regional signed, details and control files by Ident", async () => {
    const signed = await up.call("GET /Bills/SignedFile/{ident}", {
      token: tokens.ivanov,
      params: { ident: "1000001" },
    });
    expect(signed.contentType).toBe("application/pdf");
    expect(text(signed.bytes.slice(0, 5))).toBe("%PDF-");
    expect(signed.headers.get("content-disposition")).toContain('filename="signed_1000001.pdf"');
    const details = await up.call("GET /Bills/DetailsFile/{ident}", {
      token: tokens.ivanov,
      params: { ident: "1000001" },
    });
    expect(details.contentType).toMatch(/^text\/csv/);
    expect(text(details.bytes)).toContain("1000001;");
    expect(text(details.bytes)).toContain("Отопление");
    expect(details.headers.get("content-disposition")).toContain('filename="details_1000001.csv"');
    const control = await up.call("GET /Bills/ControlFile/{ident}", {
      token: tokens.ivanov,
      params: { ident: "1000001" },
    });
    expect(control.contentType).toBe("application/xml");
    expect(text(control.bytes)).toContain('<bill ident="1000001"');
    expect(control.headers.get("content-disposition")).toContain('filename="control_1000001.xml"');
    for (const op of [
      "GET /Bills/SignedFile/{ident}",
      "GET /Bills/DetailsFile/{ident}",
      "GET /Bills/ControlFile/{ident}",
    ]) {
      expect((await up.call(op, { token: tokens.ivanov, params: { ident: "3000001" } })).status, op).toBe(404);
      expect((await up.call(op, { token: tokens.ivanov, params: { ident: "nope" } })).status, op).toBe(404);
      expect((await up.call(op, { params: { ident: "1000001" } })).status, op).toBe(401);
    }
  });
});

describe("POST /Accounting/DisableAccountInsurance", () => {
  it("turns insurance off once; errors for no insurance and foreign accounts; 401", async () => {
    // Like Иванов's 1000001 (insured) and 1000002 (not).
    const p = await payer(up, [{ sum: 4523.18, sumFine: 112.4, insurance: 85 }, { sum: 0 }]);
    const [insured, uninsured] = [p.accounts[0]!, p.accounts[1]!];
    const a = await p.account(insured.ident);
    expect(a.InsuranceSum).toBe(85);
    const call = (accountID: number, token: string | null = p.token) =>
      up.call("POST /Accounting/DisableAccountInsurance", { token, body: { accountID } });
    expect((await call(a.AccountID, tokens.petrova)).json.Error).toBe("Лицевой счёт не найден");
    expect((await call((await p.account(uninsured.ident)).AccountID)).json.Error).toBe(
      "Страхование по этому лицевому счёту не подключено",
    );
    expect((await call(a.AccountID, null)).status).toBe(401);
    expect((await call(a.AccountID)).json).toEqual({ isSucceed: true });
    expect((await p.account(insured.ident)).InsuranceSum).toBe(0);
    expect((await call(a.AccountID)).json.Error).toBe("Страхование по этому лицевому счёту не подключено");
  });
});

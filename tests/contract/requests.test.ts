import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
let ivanov: string;
let petrova: string;
beforeAll(async () => {
  up = await startUpstream();
  ivanov = await up.login();
  petrova = await up.login("79000000002");
}, 60_000);
afterAll(() => up?.dispose());

interface Req {
  ID: number;
  RequestNumber: string;
  StatusID: number;
  Status: string;
  Name: string;
  Text: string;
  Ident: string;
  Added: string;
  IsClosed: boolean;
  CanClose: boolean;
  CanCancelingRequest: boolean;
  IsReadedByClient: boolean;
  CanPayOnMobileApp: boolean;
  PaidSumm: number | null;
  BonusAmount: number;
  Files: { ID: number; Name: string }[];
  Messages?: { ID: number; Text: string; FileID: number; IsSelf: boolean; Added: string; AuthorName: string }[];
}

const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

async function list(token = ivanov): Promise<Req[]> {
  const res = await up.call("GET /Requests/List", { token });
  expect(res.status).toBe(200);
  return res.json.Requests;
}

async function find(pred: (r: Req) => boolean, token = ivanov): Promise<Req> {
  const r = (await list(token)).find(pred);
  expect(r).toBeDefined();
  return r!;
}

async function details(id: number, token = ivanov): Promise<Req> {
  const res = await up.call("GET /Requests/Details/{id}", { params: { id }, token });
  expect(res.status).toBe(200);
  return res.json;
}

async function createRequest(text = "Тестовая заявка"): Promise<number> {
  const res = await up.call("POST /Requests/New", {
    token: ivanov,
    body: { ident: "1000001", typeID: 1, subTypeID: null, detailSubTypeID: null, text, waitComplete: false },
  });
  expect(res.json.Error).toBeUndefined();
  return res.json.id;
}

function fileForm(field: string, value: string | number, name: string, type: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append(field, String(value));
  form.append("file", new Blob([bytes as BlobPart], { type }), name);
  return form;
}

const PDF = "%PDF-1.4\n% test\n";

describe("request list and details", () => {
  it("GET /Requests/List: the resident's requests in every demo state, 401 without a token", async () => {
    const res = await up.call("GET /Requests/List", { token: ivanov });
    expect(typeof res.json.UpdateKey).toBe("string");
    const requests: Req[] = res.json.Requests;
    expect(new Set(requests.map((r) => r.StatusID))).toEqual(new Set([1, 2, 5, 9, 6]));
    for (const r of requests) {
      expect(r.Added).toMatch(DATE_TIME);
      expect(String(r.ID)).not.toBe(r.RequestNumber);
      expect(["1000001", "1000002"]).toContain(r.Ident);
      expect(r.CanCancelingRequest).toBe(r.StatusID === 1);
      if (r.CanClose) expect(r.StatusID).toBe(5);
    }
    expect(new Set(requests.map((r) => r.RequestNumber)).size).toBe(requests.length);
    expect(requests.filter((r) => !r.IsReadedByClient)).toHaveLength(2);
    expect(requests.filter((r) => r.IsClosed).map((r) => r.StatusID)).toEqual([6]);
    const paid = requests.find((r) => r.CanPayOnMobileApp)!;
    expect(paid).toMatchObject({ PaidSumm: 1500, BonusAmount: 150, StatusID: 2 });
    expect(requests.some((r) => r.Files.length > 0)).toBe(true);
    // Newest first.
    const sortable = (added: string) => added.replace(/^(\d\d)\.(\d\d)\.(\d{4}) (.*)$/, "$3$2$1 $4");
    const order = requests.map((r) => sortable(r.Added));
    expect(order).toEqual([...order].sort().reverse());

    expect((await up.call("GET /Requests/List")).status).toBe(401);
    const others = await list(petrova);
    expect(others.map((r) => r.Ident)).toEqual(["3000001"]);
  });

  it("GET /Requests/Details/{id}: messages oldest first, marks read; foreign and unknown ids are 404", async () => {
    const unread = await find((r) => !r.IsReadedByClient && r.StatusID === 2);
    const d = await details(unread.ID);
    expect(d.Messages!.length).toBeGreaterThanOrEqual(3);
    expect(d.Messages![0]).toMatchObject({ IsSelf: true, Text: d.Text });
    expect(d.Messages!.some((m) => !m.IsSelf)).toBe(true);
    expect(d.Messages!.map((m) => m.ID)).toEqual([...d.Messages!.map((m) => m.ID)].sort((a, b) => a - b));
    for (const m of d.Messages!) expect(m.Added).toMatch(DATE_TIME);
    const fileMessage = d.Messages!.find((m) => m.FileID > 0)!;
    expect(d.Files.map((f) => f.ID)).toContain(fileMessage.FileID);
    expect((await find((r) => r.ID === unread.ID)).IsReadedByClient).toBe(true);

    const foreign = (await list(petrova))[0]!;
    expect((await up.call("GET /Requests/Details/{id}", { params: { id: foreign.ID }, token: ivanov })).status).toBe(404);
    expect((await up.call("GET /Requests/Details/{id}", { params: { id: 999999 }, token: ivanov })).status).toBe(404);
    expect((await up.call("GET /Requests/Details/{id}", { params: { id: unread.ID } })).status).toBe(401);
  });

  it("GET /Requests/File/{id}: the PDF under its name; another resident gets 404", async () => {
    const withFile = await find((r) => r.StatusID === 2 && r.Files.length > 0);
    const file = withFile.Files[0]!;
    const res = await up.call("GET /Requests/File/{id}", { params: { id: file.ID }, token: ivanov });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe("application/pdf");
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe("%PDF-");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${file.Name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.Name)}`,
    );
    expect((await up.call("GET /Requests/File/{id}", { params: { id: file.ID }, token: petrova })).status).toBe(404);
    expect((await up.call("GET /Requests/File/{id}", { params: { id: 999999 }, token: ivanov })).status).toBe(404);
    expect((await up.call("GET /Requests/File/{id}", { params: { id: file.ID } })).status).toBe(401);
  });

  it("hides requests of accounts with HideOnRequestsPage", async () => {
    const before = await list();
    await up.env.DB.prepare("UPDATE accounts SET hide_on_requests_page = 1 WHERE ident = '1000002'").run();
    const after = await list();
    await up.env.DB.prepare("UPDATE accounts SET hide_on_requests_page = 0 WHERE ident = '1000002'").run();
    expect(after.length).toBeLessThan(before.length);
    expect(after.every((r) => r.Ident === "1000001")).toBe(true);
  });
});

describe("catalogues", () => {
  it("GET /Requests/RequestTypes: two levels of subtypes and a message with a link", async () => {
    const res = await up.call("GET /Requests/RequestTypes", { token: ivanov });
    const types = res.json.Data as { ID: number; HasSubTypes: boolean; SubTypes: any[]; MessageForUser: string | null }[];
    const deep = types.find((t) => t.SubTypes.some((s: { HasSubTypes: boolean }) => s.HasSubTypes))!;
    expect(deep.HasSubTypes).toBe(true);
    expect(deep.SubTypes.find((s: { HasSubTypes: boolean }) => s.HasSubTypes).SubTypes.length).toBeGreaterThan(0);
    expect(types.some((t) => /https?:\/\//.test(t.MessageForUser ?? ""))).toBe(true);
    expect(types.every((t) => t.HasSubTypes === t.SubTypes.length > 0)).toBe(true);
    expect((await up.call("GET /Requests/RequestTypes")).status).toBe(401);
  });

  it("GET /Requests/Houses and /Requests/HouseData", async () => {
    const houses = await up.call("GET /Requests/Houses", { token: ivanov });
    expect(houses.json.map((h: { ID: number }) => h.ID).sort()).toEqual([101, 1361]);
    const premises = await up.call("GET /Requests/HouseData", { query: { id: 101 }, token: ivanov });
    expect(premises.json.map((p: { Number: string }) => p.Number)).toEqual(["7", "12", "21", "45"]);
    expect((await up.call("GET /Requests/HouseData", { query: { id: 5 }, token: ivanov })).status).toBe(404);
    expect((await up.call("GET /Requests/Houses")).status).toBe(401);
    expect((await up.call("GET /Requests/HouseData", { query: { id: 101 } })).status).toBe(401);
  });
});

describe("creation", () => {
  const base = { ident: "1000001", typeID: 2, subTypeID: 21, detailSubTypeID: 211, text: "Течёт кран", waitComplete: true };

  it("POST /Requests/New: creates a new cancellable request whose first message is its text", async () => {
    const res = await up.call("POST /Requests/New", { token: ivanov, body: base });
    expect(res.json.id).toBeGreaterThan(0);
    expect(res.json.RequestNumber).toMatch(/^\d{4}-\d{6}$/);
    const d = await details(res.json.id);
    expect(d).toMatchObject({ StatusID: 1, Status: "Новая", CanCancelingRequest: true, IsClosed: false, Ident: "1000001" });
    expect(d.Name).toBe("Сантехника / Протечка / В квартире");
    expect(d.Messages!.map((m) => m.Text)).toEqual(["Течёт кран"]);

    const done = await up.call("POST /Requests/RequestCreationCompleted", {
      token: ivanov,
      body: { RequestId: res.json.id, Text: "Фото приложено" },
    });
    expect(done.json).toEqual({ isSucceed: true });
    expect((await details(res.json.id)).Messages!.map((m) => m.Text)).toEqual(["Течёт кран", "Фото приложено"]);
    const foreign = (await list(petrova))[0]!;
    const bad = await up.call("POST /Requests/RequestCreationCompleted", { token: ivanov, body: { RequestId: foreign.ID, Text: "" } });
    expect(bad.json.Error).toBeTruthy();
    expect((await up.call("POST /Requests/RequestCreationCompleted", { body: { RequestId: 1 } })).status).toBe(401);
  });

  it("POST /Requests/New: refuses foreign accounts, inconsistent types and an empty text", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ident: "3000001" }, /счёт/],
      [{ typeID: 999, subTypeID: null, detailSubTypeID: null }, /Вид заявки не найден/],
      [{ subTypeID: null, detailSubTypeID: null }, /подвид/],
      [{ detailSubTypeID: null }, /уточнение/],
      [{ detailSubTypeID: 231 }, /уточнение/],
      [{ typeID: 1, subTypeID: 21, detailSubTypeID: null }, /подвид/],
      [{ subTypeID: 22, detailSubTypeID: 211 }, /уточнение/],
      [{ text: "   " }, /пуст/],
    ];
    for (const [patch, message] of cases) {
      const res = await up.call("POST /Requests/New", { token: ivanov, body: { ...base, ...patch } });
      expect(res.json.Error, JSON.stringify(patch)).toMatch(message);
      expect(res.json.id).toBeUndefined();
    }
    expect((await up.call("POST /Requests/New", { body: base })).status).toBe(401);
  });

  it("POST /Requests/New: denyRequestCreation answers its message; HouseCantCreateRequests refuses", async () => {
    const db = up.env.DB;
    await db
      .prepare("UPDATE accounts SET deny_request_creation = 1, deny_request_creation_message = 'Есть задолженность' WHERE ident = '1000001'")
      .run();
    const denied = await up.call("POST /Requests/New", { token: ivanov, body: base });
    await db.prepare("UPDATE accounts SET deny_request_creation = 0 WHERE ident = '1000001'").run();
    expect(denied.json).toEqual({ Error: "Есть задолженность" });

    await db.prepare("UPDATE accounts SET house_cant_create_requests = 1 WHERE ident = '1000002'").run();
    const house = await up.call("POST /Requests/New", { token: ivanov, body: { ...base, ident: "1000002" } });
    await db.prepare("UPDATE accounts SET house_cant_create_requests = 0 WHERE ident = '1000002'").run();
    expect(house.json.Error).toBeTruthy();
  });

  it("POST /Requests/New with the shop order body: a paid request whose first message lists the order", async () => {
    const order = {
      AdditionalServiceId: 3,
      Ident: "1000001",
      TypeID: 8,
      ShopId: 1,
      IsPaid: true,
      SubTypeID: null,
      PaidSum: 650.5,
      Text: "Доставка после 18:00",
      PaidServiceText: "Заказ в магазине",
      ReceiptItems: [
        { ID: 1, GoodID: 11, Name: "Лампа", Price: 150, Quantity: 3, Amount: 450, BonusAmount: 10 },
        { ID: 2, GoodID: 12, Name: "Выключатель", Price: 200.5, Quantity: 1, Amount: 200.5, BonusAmount: 5 },
      ],
    };
    const res = await up.call("POST /Requests/New", { token: ivanov, body: order });
    const d = await details(res.json.id);
    expect(d).toMatchObject({ CanPayOnMobileApp: true, PaidSumm: 650.5, BonusAmount: 15, Name: "Заказ в магазине" });
    const first = d.Messages![0]!.Text;
    expect(first).toContain("1. Лампа — 3 × 150.00 ₽ = 450.00 ₽");
    expect(first).toContain("2. Выключатель — 1 × 200.50 ₽ = 200.50 ₽");
    expect(first).toContain("Итого: 650.50 ₽");
    const verified = await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", { params: { id: res.json.id }, token: ivanov });
    expect(verified.json).toEqual({ IsVerified: true, PaidSumm: 650.5 });

    const empty = await up.call("POST /Requests/New", { token: ivanov, body: { ...order, ReceiptItems: [] } });
    expect(empty.json.Error).toBeTruthy();
    const foreign = await up.call("POST /Requests/New", { token: ivanov, body: { ...order, Ident: "3000001" } });
    expect(foreign.json.Error).toBeTruthy();
  });
});

describe("chat and files", () => {
  it("POST /Requests/AddMessage: adds; refuses empty text, closed and foreign requests", async () => {
    const id = await createRequest();
    const ok = await up.call("POST /Requests/AddMessage", { token: ivanov, body: { RequestId: id, Text: "  Жду мастера  " } });
    expect(ok.json.isSucceed).toBe(true);
    const last = (await details(id)).Messages!.at(-1)!;
    expect(last).toMatchObject({ ID: ok.json.ID, Text: "Жду мастера", IsSelf: true, AuthorName: "Иванов Иван Иванович", FileID: 0 });

    expect((await up.call("POST /Requests/AddMessage", { token: ivanov, body: { RequestId: id, Text: " " } })).json.Error).toMatch(/пуст/);
    const closed = await find((r) => r.IsClosed);
    expect((await up.call("POST /Requests/AddMessage", { token: ivanov, body: { RequestId: closed.ID, Text: "Ещё" } })).json.Error).toMatch(
      /закрыта/,
    );
    const foreign = (await list(petrova))[0]!;
    expect((await up.call("POST /Requests/AddMessage", { token: ivanov, body: { RequestId: foreign.ID, Text: "Ещё" } })).json.Error).toBe(
      "Заявка не найдена",
    );
    expect((await up.call("POST /Requests/AddMessage", { body: { RequestId: id, Text: "x" } })).status).toBe(401);
  });

  it("POST /Requests/AddFile: stores a PDF as a chat message; refuses 12 MB, .exe and a mismatched type", async () => {
    const id = await createRequest();
    const ok = await up.call("POST /Requests/AddFile", {
      token: ivanov,
      form: fileForm("requestId", id, "Фото протечки.pdf", "application/pdf", PDF),
    });
    expect(ok.json).toMatchObject({ isSucceed: true });
    const d = await details(id);
    expect(d.Files).toEqual([{ ID: ok.json.FileID, Name: "Фото протечки.pdf" }]);
    expect(d.Messages!.at(-1)).toMatchObject({ ID: ok.json.ID, FileID: ok.json.FileID, IsSelf: true });
    const file = await up.call("GET /Requests/File/{id}", { params: { id: ok.json.FileID }, token: ivanov });
    expect(new TextDecoder().decode(file.bytes)).toBe(PDF);

    const big = new Uint8Array(12 * 1024 * 1024);
    const refused: [FormData, RegExp][] = [
      [fileForm("requestId", id, "big.pdf", "application/pdf", big), /10 МБ/],
      [fileForm("requestId", id, "setup.exe", "application/x-msdownload", "MZ"), /тип/],
      [fileForm("requestId", id, "setup.pdf", "application/x-msdownload", "MZ"), /тип/],
      [fileForm("requestId", id, "photo.png", "application/pdf", PDF), /тип/],
    ];
    for (const [form, message] of refused) {
      expect((await up.call("POST /Requests/AddFile", { token: ivanov, form })).json.Error).toMatch(message);
    }
    const ok2 = await up.call("POST /Requests/AddFile", {
      token: ivanov,
      form: fileForm("requestId", id, "table.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "PK"),
    });
    expect(ok2.json.isSucceed).toBe(true);
    expect((await details(id)).Files).toHaveLength(2);

    const foreign = (await list(petrova))[0]!;
    const other = await up.call("POST /Requests/AddFile", { token: ivanov, form: fileForm("requestId", foreign.ID, "a.pdf", "application/pdf", PDF) });
    expect(other.json.Error).toBe("Заявка не найдена");
    expect((await up.call("POST /Requests/AddFile", { form: fileForm("requestId", id, "a.pdf", "application/pdf", PDF) })).status).toBe(401);
  });
});

describe("status changes", () => {
  it("POST /Requests/CancelRequest: only a new request; the answer carries Error", async () => {
    const inWork = await find((r) => r.StatusID === 2 && !r.CanPayOnMobileApp);
    const refused = await up.call("POST /Requests/CancelRequest", { token: ivanov, body: { RequestID: inWork.ID } });
    expect(refused.json.isSucceed).toBe(false);
    expect(refused.json.Error).toContain(inWork.RequestNumber);

    const id = await createRequest();
    const ok = await up.call("POST /Requests/CancelRequest", { token: ivanov, body: { RequestID: id } });
    expect(ok.json).toEqual({ isSucceed: true, Error: null });
    expect(await details(id)).toMatchObject({ StatusID: 8, Status: "Отменена", IsClosed: true, CanCancelingRequest: false });
    const again = await up.call("POST /Requests/CancelRequest", { token: ivanov, body: { RequestID: id } });
    expect(again.json.Error).toBeTruthy();
    const reopen = await up.call("POST /Requests/Reopen", { token: ivanov, body: { RequestId: id, Text: "Передумал" } });
    expect(reopen.json.Error).toMatch(/отменена/);

    const foreign = (await list(petrova))[0]!;
    expect((await up.call("POST /Requests/CancelRequest", { token: ivanov, body: { RequestID: foreign.ID } })).json.Error).toBe(
      "Заявка не найдена",
    );
    expect((await up.call("POST /Requests/CancelRequest", { body: { RequestID: id } })).status).toBe(401);
  });

  it("POST /Requests/Close: needs CanClose and a mark 1–5; closes with status 6", async () => {
    const id = await createRequest();
    const notDone = await up.call("POST /Requests/Close", { token: ivanov, body: { requestId: id, mark: 5, text: "" } });
    expect(notDone.json.Error).toMatch(/после её выполнения/);

    const done = await find((r) => r.CanClose && r.Ident === "1000001");
    for (const mark of [0, 6, 2.5, "x"]) {
      const bad = await up.call("POST /Requests/Close", { token: ivanov, body: { requestId: done.ID, mark, text: "" } });
      expect(bad.json.Error).toBe("Оценка должна быть от 1 до 5");
    }
    const ok = await up.call("POST /Requests/Close", { token: ivanov, body: { requestId: done.ID, mark: 4, text: "Спасибо" } });
    expect(ok.json).toEqual({ isSucceed: true });
    const d = await details(done.ID);
    expect(d).toMatchObject({ StatusID: 6, IsClosed: true, CanClose: false });
    expect(d.Messages!.at(-1)!.Text).toBe("Оценка 4. Спасибо");
    expect((await up.call("POST /Requests/Close", { token: ivanov, body: { requestId: done.ID, mark: 5 } })).json.Error).toMatch(/уже закрыта/);
    expect((await up.call("POST /Requests/Close", { body: { requestId: done.ID, mark: 5 } })).status).toBe(401);
  });

  it("POST /Requests/Reopen: needs a reason and a done or closed request; becomes status 9", async () => {
    const closed = await find((r) => r.IsClosed && r.StatusID === 6);
    expect((await up.call("POST /Requests/Reopen", { token: ivanov, body: { RequestId: closed.ID, Text: "  " } })).json.Error).toMatch(
      /причину/,
    );
    const ok = await up.call("POST /Requests/Reopen", { token: ivanov, body: { RequestId: closed.ID, Text: "Снова сломалось" } });
    expect(ok.json).toEqual({ isSucceed: true });
    const d = await details(closed.ID);
    expect(d).toMatchObject({ StatusID: 9, Status: "Открыта повторно", IsClosed: false, CanClose: false, CanCancelingRequest: false });
    expect(d.Messages!.at(-1)!.Text).toContain("Снова сломалось");

    const fresh = await createRequest();
    expect((await up.call("POST /Requests/Reopen", { token: ivanov, body: { RequestId: fresh, Text: "Причина" } })).json.Error).toMatch(
      /не выполнена/,
    );
    expect((await up.call("POST /Requests/Reopen", { body: { RequestId: fresh, Text: "Причина" } })).status).toBe(401);
  });

  it("GET /Requests/CheckRequestSumIsVerified/{id}", async () => {
    const paid = await find((r) => r.PaidSumm === 1500);
    const res = await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", { params: { id: paid.ID }, token: ivanov });
    expect(res.json).toEqual({ IsVerified: true, PaidSumm: 1500 });
    const plain = await find((r) => r.PaidSumm === null);
    const no = await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", { params: { id: plain.ID }, token: ivanov });
    expect(no.json).toEqual({ IsVerified: false, PaidSumm: null });
    expect((await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", { params: { id: paid.ID }, token: petrova })).status).toBe(404);
    expect((await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", { params: { id: paid.ID } })).status).toBe(401);
  });
});

describe("update keys", () => {
  it("POST /Requests/GetUpdates: only what changed since the key, with the current request's new messages", async () => {
    const id = await createRequest();
    const other = await createRequest();
    const key = (await up.call("GET /Requests/List", { token: ivanov })).json.UpdateKey as string;

    const quiet = await up.call("POST /Requests/GetUpdates", { token: ivanov, body: { updateKey: key, currentRequestId: id } });
    expect(quiet.json.UpdatedRequests).toEqual([]);
    expect(quiet.json.NewUpdateKey).toBe(key);
    expect(quiet.json.CurrentRequestUpdates).toMatchObject({ ID: id, Messages: [] });

    await up.call("POST /Requests/AddMessage", { token: ivanov, body: { RequestId: id, Text: "Новое сообщение" } });
    await up.call("POST /Requests/CancelRequest", { token: ivanov, body: { RequestID: other } });
    const changed = await up.call("POST /Requests/GetUpdates", { token: ivanov, body: { updateKey: key, currentRequestId: id } });
    expect(changed.json.NewUpdateKey).not.toBe(key);
    expect(changed.json.UpdatedRequests.map((r: Req) => r.ID).sort()).toEqual([id, other].sort());
    expect(changed.json.UpdatedRequests.find((r: Req) => r.ID === other).StatusID).toBe(8);
    expect(changed.json.CurrentRequestUpdates.Messages.map((m: { Text: string }) => m.Text)).toEqual(["Новое сообщение"]);

    const next = await up.call("POST /Requests/GetUpdates", { token: ivanov, body: { updateKey: changed.json.NewUpdateKey } });
    expect(next.json).toMatchObject({ UpdatedRequests: [], CurrentRequestUpdates: null });

    // Another resident's changes are not reported; a malformed key means "everything".
    const foreign = (await list(petrova))[0]!;
    await up.call("POST /Requests/AddMessage", { token: petrova, body: { RequestId: foreign.ID, Text: "Чужое" } });
    const after = await up.call("POST /Requests/GetUpdates", {
      token: ivanov,
      body: { updateKey: changed.json.NewUpdateKey, currentRequestId: foreign.ID },
    });
    expect(after.json).toMatchObject({ UpdatedRequests: [], CurrentRequestUpdates: null });
    const all = await up.call("POST /Requests/GetUpdates", { token: ivanov, body: { updateKey: "garbage" } });
    expect(all.json.UpdatedRequests.length).toBe((await list()).length);
    expect((await up.call("POST /Requests/GetUpdates", { body: { updateKey: key } })).status).toBe(401);
  });
});

describe("open requests by access code", () => {
  const code = "123456";

  it("GET /OpenRequests/Details/{code} and /OpenRequests/File/{fileId} need no token; unknown codes are 404", async () => {
    const res = await up.call("GET /OpenRequests/Details/{code}", { params: { code } });
    expect(typeof res.json.updateKey).toBe("string");
    const r = res.json.request as Req & { AccessCode: string };
    expect(r).toMatchObject({ AccessCode: code, StatusID: 5, CanClose: true });
    expect(r.Messages!.length).toBeGreaterThanOrEqual(3);
    const fileId = r.Messages!.find((m) => m.FileID > 0)!.FileID;
    const file = await up.call("GET /OpenRequests/File/{fileId}", { params: { fileId }, query: { accessCode: code } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("filename*=UTF-8''");
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe("%PDF-");

    expect((await up.call("GET /OpenRequests/Details/{code}", { params: { code: "000000" } })).status).toBe(404);
    expect((await up.call("GET /OpenRequests/File/{fileId}", { params: { fileId }, query: { accessCode: "000000" } })).status).toBe(404);
    // A file of another request is not reachable with this code.
    const other = await find((x) => x.StatusID === 2 && x.Files.length > 0);
    const wrong = await up.call("GET /OpenRequests/File/{fileId}", { params: { fileId: other.Files[0]!.ID }, query: { accessCode: code } });
    expect(wrong.status).toBe(404);
  });

  it("message, file, updates, close, cancel and reopen by code", async () => {
    const { updateKey } = (await up.call("GET /OpenRequests/Details/{code}", { params: { code } })).json;

    const msg = await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: code, Text: "Работает, спасибо" } });
    expect(msg.json.isSucceed).toBe(true);
    expect((await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: code, Text: "" } })).json.Error).toMatch(/пуст/);
    expect((await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: "000000", Text: "x" } })).json.Error).toBe(
      "Заявка не найдена",
    );

    const file = await up.call("POST /OpenRequests/AddFile/", { form: fileForm("accessCode", code, "photo.png", "image/png", "\x89PNG") });
    expect(file.json.isSucceed).toBe(true);
    const exe = await up.call("POST /OpenRequests/AddFile/", { form: fileForm("accessCode", code, "virus.exe", "application/octet-stream", "MZ") });
    expect(exe.json.Error).toMatch(/тип/);

    const updates = await up.call("POST /OpenRequests/GetUpdates", { body: { UpdateKey: updateKey, AccessCode: code } });
    expect(updates.json.NewUpdateKey).not.toBe(updateKey);
    expect(updates.json.CurrentRequestUpdates.Messages.map((m: { Text: string; FileID: number }) => [m.Text, m.FileID > 0])).toEqual([
      ["Работает, спасибо", false],
      ["photo.png", true],
    ]);
    expect((await up.call("POST /OpenRequests/GetUpdates", { body: { UpdateKey: updateKey, AccessCode: "000000" } })).json.Error).toBeTruthy();

    expect((await up.call("POST /OpenRequests/Close", { body: { AccessCode: code, Text: "", Mark: 7 } })).json.Error).toMatch(/от 1 до 5/);
    expect((await up.call("POST /OpenRequests/Close", { body: { AccessCode: code, Text: "Отлично", Mark: 5 } })).json).toEqual({
      isSucceed: true,
    });
    let r = (await up.call("GET /OpenRequests/Details/{code}", { params: { code } })).json.request;
    expect(r).toMatchObject({ IsClosed: true, StatusID: 6, CanClose: false });
    expect((await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: code, Text: "Ещё" } })).json.Error).toMatch(/закрыта/);

    const cancel = await up.call("POST /OpenRequests/CancelRequest", { body: { AccessCode: code } });
    expect(cancel.json.isSucceed).toBe(false);
    expect(cancel.json.Error).toBeTruthy();
    expect((await up.call("POST /OpenRequests/CancelRequest", { body: { AccessCode: "000000" } })).json.Error).toBe("Заявка не найдена");

    expect((await up.call("POST /OpenRequests/Reopen", { body: { AccessCode: code, Text: "" } })).json.Error).toMatch(/причину/);
    expect((await up.call("POST /OpenRequests/Reopen", { body: { AccessCode: code, Text: "Домофон снова молчит" } })).json).toEqual({
      isSucceed: true,
    });
    r = (await up.call("GET /OpenRequests/Details/{code}", { params: { code } })).json.request;
    expect(r).toMatchObject({ IsClosed: false, StatusID: 9, Status: "Открыта повторно" });
    expect(r.Messages.at(-1).Text).toContain("Домофон снова молчит");
    // The same request in the owner's list reflects it.
    expect((await details(r.ID)).StatusID).toBe(9);
  });

  it("cancels a new request by code", async () => {
    const id = await createRequest();
    await up.env.DB.prepare("UPDATE requests SET access_code = '654321' WHERE id = ?").bind(id).run();
    const ok = await up.call("POST /OpenRequests/CancelRequest", { body: { AccessCode: "654321" } });
    expect(ok.json).toEqual({ isSucceed: true, Error: null });
    expect((await details(id)).StatusID).toBe(8);
  });
});

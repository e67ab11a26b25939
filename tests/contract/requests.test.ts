import { describe, expect, it } from "vitest";
import { fileForm, IVANOV, PETROVA, useUpstream } from "./harness";
import { requestsKit, useRequestsResident, type Req } from "./requests-kit";

// Reading and creating requests: list, details and files, catalogues, creation, update keys. Reading: Иванов's
// demo requests in every state. Creating, reading into "read" and changing: a throwaway resident's (`mine`).
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });
const { list, find } = requestsKit(up, () => tokens.ivanov);
const mine = useRequestsResident(up);
const { details, createRequest } = mine;

const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

describe("request list and details", () => {
  it("GET /Requests/List: the resident's requests in every demo state, 401 without a token", async () => {
    const res = await up.call("GET /Requests/List", { token: tokens.ivanov });
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
    const others = await list(tokens.petrova);
    expect(others.map((r) => r.Ident)).toEqual(["3000001"]);
  });

  it("GET /Requests/Details/{id}: messages oldest first, marks read; foreign and unknown ids are 404", async () => {
    // Like Иванов's request in work: the resident's text and a file, then an unread answer of the staff.
    const id = await createRequest("В подъезде не горит свет");
    const form = fileForm({ requestId: id }, { name: "Фото.pdf", type: "application/pdf", bytes: "%PDF-1.4\n" });
    expect((await up.call("POST /Requests/AddFile", { token: mine.token, form })).json.isSucceed).toBe(true);
    await mine.staffMessage(id, "Электрик придёт завтра");
    await mine.setState(id, { statusId: 2 });
    const unread = await mine.find((r) => r.ID === id && !r.IsReadedByClient && r.StatusID === 2);
    const d = await details(unread.ID);
    expect(d.Messages!.length).toBeGreaterThanOrEqual(3);
    expect(d.Messages![0]).toMatchObject({ IsSelf: true, Text: d.Text });
    expect(d.Messages!.some((m) => !m.IsSelf)).toBe(true);
    expect(d.Messages!.map((m) => m.ID)).toEqual([...d.Messages!.map((m) => m.ID)].sort((a, b) => a - b));
    for (const m of d.Messages!) expect(m.Added).toMatch(DATE_TIME);
    const fileMessage = d.Messages!.find((m) => m.FileID > 0)!;
    expect(d.Files.map((f) => f.ID)).toContain(fileMessage.FileID);
    expect((await mine.find((r) => r.ID === unread.ID)).IsReadedByClient).toBe(true);

    const foreign = (await list(tokens.petrova))[0]!;
    expect(
      (await up.call("GET /Requests/Details/{id}", { params: { id: foreign.ID }, token: mine.token })).status,
    ).toBe(404);
    expect((await up.call("GET /Requests/Details/{id}", { params: { id: 999999 }, token: mine.token })).status).toBe(
      404,
    );
    expect((await up.call("GET /Requests/Details/{id}", { params: { id: unread.ID } })).status).toBe(401);
  });

  it("GET /Requests/File/{id}: the PDF under its name; another resident gets 404", async () => {
    const withFile = await find((r) => r.StatusID === 2 && r.Files.length > 0);
    const file = withFile.Files[0]!;
    const res = await up.call("GET /Requests/File/{id}", { params: { id: file.ID }, token: tokens.ivanov });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe("application/pdf");
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe("%PDF-");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${file.Name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.Name)}`,
    );
    expect((await up.call("GET /Requests/File/{id}", { params: { id: file.ID }, token: tokens.petrova })).status).toBe(
      404,
    );
    expect((await up.call("GET /Requests/File/{id}", { params: { id: 999999 }, token: tokens.ivanov })).status).toBe(
      404,
    );
    expect((await up.call("GET /Requests/File/{id}", { params: { id: file.ID } })).status).toBe(401);
  });

  it("hides requests of accounts with HideOnRequestsPage", async () => {
    // A resident of two accounts with a request on each, like Иванов.
    const resident = await up.newResident();
    const [shown, hidden] = [
      (await up.testAccount(resident.phone)).ident,
      (await up.testAccount(resident.phone)).ident,
    ];
    const kit = requestsKit(up, () => resident.token);
    await kit.createRequest("На первом счёте", shown);
    await kit.createRequest("На втором счёте", hidden);
    const before = await kit.list();
    await up.env.DB.prepare("UPDATE accounts SET hide_on_requests_page = 1 WHERE ident = ?").bind(hidden).run();
    const after = await kit.list();
    expect(after.length).toBeLessThan(before.length);
    expect(after.every((r) => r.Ident === shown)).toBe(true);
  });
});

describe("catalogues", () => {
  it("GET /Requests/RequestTypes: two levels of subtypes and a message with a link", async () => {
    const res = await up.call("GET /Requests/RequestTypes", { token: tokens.ivanov });
    const types = res.json.Data as {
      ID: number;
      HasSubTypes: boolean;
      SubTypes: any[];
      MessageForUser: string | null;
    }[];
    const deep = types.find((t) => t.SubTypes.some((s: { HasSubTypes: boolean }) => s.HasSubTypes))!;
    expect(deep.HasSubTypes).toBe(true);
    expect(deep.SubTypes.find((s: { HasSubTypes: boolean }) => s.HasSubTypes).SubTypes.length).toBeGreaterThan(0);
    expect(types.some((t) => /https?:\/\//.test(t.MessageForUser ?? ""))).toBe(true);
    expect(types.every((t) => t.HasSubTypes === t.SubTypes.length > 0)).toBe(true);
    expect((await up.call("GET /Requests/RequestTypes")).status).toBe(401);
  });

  it("GET /Requests/Houses and /Requests/HouseData", async () => {
    const houses = await up.call("GET /Requests/Houses", { token: tokens.ivanov });
    expect(houses.json.map((h: { ID: number }) => h.ID).sort()).toEqual([101, 1361]);
    const premises = await up.call("GET /Requests/HouseData", { query: { id: 101 }, token: tokens.ivanov });
    // The demo premises in numeric order; other files' throwaway accounts add premises of their own.
    const numbers: string[] = premises.json.map((p: { Number: string }) => p.Number);
    expect(numbers.filter((n) => ["7", "12", "21", "45"].includes(n))).toEqual(["7", "12", "21", "45"]);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a.localeCompare(b, "ru", { numeric: true })));
    expect((await up.call("GET /Requests/HouseData", { query: { id: 5 }, token: tokens.ivanov })).status).toBe(404);
    expect((await up.call("GET /Requests/Houses")).status).toBe(401);
    expect((await up.call("GET /Requests/HouseData", { query: { id: 101 } })).status).toBe(401);
  });
});

describe("creation", () => {
  const base = () => ({
    ident: mine.ident,
    typeID: 2,
    subTypeID: 21,
    detailSubTypeID: 211,
    text: "Течёт кран",
    waitComplete: true,
  });

  it("POST /Requests/New: creates a new cancellable request whose first message is its text", async () => {
    const res = await up.call("POST /Requests/New", { token: mine.token, body: base() });
    expect(res.json.id).toBeGreaterThan(0);
    expect(res.json.RequestNumber).toMatch(/^\d{4}-\d{6}$/);
    const d = await details(res.json.id);
    expect(d).toMatchObject({
      StatusID: 1,
      Status: "Новая",
      CanCancelingRequest: true,
      IsClosed: false,
      Ident: mine.ident,
    });
    expect(d.Name).toBe("Сантехника / Протечка / В квартире");
    expect(d.Messages!.map((m) => m.Text)).toEqual(["Течёт кран"]);

    const done = await up.call("POST /Requests/RequestCreationCompleted", {
      token: mine.token,
      body: { RequestId: res.json.id, Text: "Фото приложено" },
    });
    expect(done.json).toEqual({ isSucceed: true });
    expect((await details(res.json.id)).Messages!.map((m) => m.Text)).toEqual(["Течёт кран", "Фото приложено"]);
    const foreign = (await list(tokens.petrova))[0]!;
    const bad = await up.call("POST /Requests/RequestCreationCompleted", {
      token: mine.token,
      body: { RequestId: foreign.ID, Text: "" },
    });
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
      const res = await up.call("POST /Requests/New", { token: mine.token, body: { ...base(), ...patch } });
      expect(res.json.Error, JSON.stringify(patch)).toMatch(message);
      expect(res.json.id).toBeUndefined();
    }
    expect((await up.call("POST /Requests/New", { body: base() })).status).toBe(401);
  });

  it("POST /Requests/New: denyRequestCreation answers its message; HouseCantCreateRequests refuses", async () => {
    // Two more accounts of the resident with those flags (test hook POST /__test/accounts).
    const deny = await up.testAccount(mine.phone, {
      requests: { denyRequestCreation: true, denyRequestCreationMessage: "Есть задолженность" },
    });
    const denied = await up.call("POST /Requests/New", { token: mine.token, body: { ...base(), ident: deny.ident } });
    expect(denied.json).toEqual({ Error: "Есть задолженность" });

    const cant = await up.testAccount(mine.phone, { requests: { houseCantCreateRequests: true } });
    const house = await up.call("POST /Requests/New", { token: mine.token, body: { ...base(), ident: cant.ident } });
    expect(house.json.Error).toBeTruthy();
  });

  it("POST /Requests/New with the shop order body: a paid request whose first message lists the order", async () => {
    const order = {
      AdditionalServiceId: 3,
      Ident: mine.ident,
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
    const res = await up.call("POST /Requests/New", { token: mine.token, body: order });
    const d = await details(res.json.id);
    expect(d).toMatchObject({ CanPayOnMobileApp: true, PaidSumm: 650.5, BonusAmount: 15, Name: "Заказ в магазине" });
    const first = d.Messages![0]!.Text;
    expect(first).toContain("1. Лампа — 3 × 150.00 ₽ = 450.00 ₽");
    expect(first).toContain("2. Выключатель — 1 × 200.50 ₽ = 200.50 ₽");
    expect(first).toContain("Итого: 650.50 ₽");
    const verified = await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", {
      params: { id: res.json.id },
      token: mine.token,
    });
    expect(verified.json).toEqual({ IsVerified: true, PaidSumm: 650.5 });

    // An empty cart is neither a request nor an order the contract allows.
    const empty = await up.call("POST /Requests/New", { token: mine.token, body: { ...order, ReceiptItems: [] } });
    expect(empty).toMatchObject({ status: 400, json: { in: "body" } });
    const foreign = await up.call("POST /Requests/New", { token: mine.token, body: { ...order, Ident: "3000001" } });
    expect(foreign.json.Error).toBeTruthy();
  });
});

describe("update keys", () => {
  it("POST /Requests/GetUpdates: only what changed since the key, with the current request's new messages", async () => {
    const id = await createRequest();
    const other = await createRequest();
    const key = (await up.call("GET /Requests/List", { token: mine.token })).json.UpdateKey as string;

    const quiet = await up.call("POST /Requests/GetUpdates", {
      token: mine.token,
      body: { updateKey: key, currentRequestId: id },
    });
    expect(quiet.json.UpdatedRequests).toEqual([]);
    expect(quiet.json.NewUpdateKey).toBe(key);
    expect(quiet.json.CurrentRequestUpdates).toMatchObject({ ID: id, Messages: [] });

    await up.call("POST /Requests/AddMessage", { token: mine.token, body: { RequestId: id, Text: "Новое сообщение" } });
    await up.call("POST /Requests/CancelRequest", { token: mine.token, body: { RequestID: other } });
    const changed = await up.call("POST /Requests/GetUpdates", {
      token: mine.token,
      body: { updateKey: key, currentRequestId: id },
    });
    expect(changed.json.NewUpdateKey).not.toBe(key);
    expect(changed.json.UpdatedRequests.map((r: Req) => r.ID).sort()).toEqual([id, other].sort());
    expect(changed.json.UpdatedRequests.find((r: Req) => r.ID === other).StatusID).toBe(8);
    expect(changed.json.CurrentRequestUpdates.Messages.map((m: { Text: string }) => m.Text)).toEqual([
      "Новое сообщение",
    ]);

    const next = await up.call("POST /Requests/GetUpdates", {
      token: mine.token,
      body: { updateKey: changed.json.NewUpdateKey },
    });
    expect(next.json).toMatchObject({ UpdatedRequests: [], CurrentRequestUpdates: null });

    // Another resident's changes are not reported; a malformed key means "everything".
    const neighbour = await up.newResident();
    const theirs = (await up.testAccount(neighbour.phone)).ident;
    const foreign = {
      ID: await requestsKit(
        up,
        () => neighbour.token,
        () => theirs,
      ).createRequest("Соседская заявка"),
    };
    await up.call("POST /Requests/AddMessage", {
      token: neighbour.token,
      body: { RequestId: foreign.ID, Text: "Чужое" },
    });
    const after = await up.call("POST /Requests/GetUpdates", {
      token: mine.token,
      body: { updateKey: changed.json.NewUpdateKey, currentRequestId: foreign.ID },
    });
    expect(after.json).toMatchObject({ UpdatedRequests: [], CurrentRequestUpdates: null });
    const all = await up.call("POST /Requests/GetUpdates", { token: mine.token, body: { updateKey: "garbage" } });
    expect(all.json.UpdatedRequests.length).toBe((await mine.list()).length);
    expect((await up.call("POST /Requests/GetUpdates", { body: { updateKey: key } })).status).toBe(401);
  });
});

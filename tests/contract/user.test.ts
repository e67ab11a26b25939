import { describe, expect, it } from "vitest";
import { fileForm, useUpstream } from "./harness";

// /User/* (profile, accounts, deleting the user), /Config and /Common. What changes a resident's profile or
// accounts does so on a throwaway resident: Сидоров stays without accounts for the other files.
const { up } = useUpstream();

describe("user", () => {
  it("GET /User/Info: the user with accounts and per-account flags, 401 without a token", async () => {
    const flags = (on: number) =>
      up.env.DB.prepare(
        "UPDATE accounts SET hide_on_meters_page = ?, house_cant_create_requests = ? WHERE ident = '1000002'",
      )
        .bind(on, on)
        .run();
    await flags(1);
    try {
      const token = await up.login();
      const info = await up.call("GET /User/Info", { token });
      expect(info.json.accounts.map((a: { Ident: string }) => a.Ident)).toEqual(["1000001", "1000002"]);
      expect(info.json.accounts[0]).toMatchObject({
        houseId: 101,
        HideOnMetersPage: false,
        HouseCantCreateRequests: false,
      });
      expect(info.json.accounts[1]).toMatchObject({
        houseId: 1361,
        HideOnMetersPage: true,
        HouseCantCreateRequests: true,
        HideOnBillsPage: false,
      });
    } finally {
      await flags(0);
    }
    expect((await up.call("GET /User/Info")).status).toBe(401);
  });

  it("POST /User/UpdateProfile validates and saves", async () => {
    const { token } = await up.newResident();
    const call = (body: object) => up.call("POST /User/UpdateProfile", { token, body });
    expect((await call({ fio: "Смирнова О. В.", email: "not-an-email", onlyElectronicBills: false })).json.Error).toBe(
      "Указан неверный адрес электронной почты",
    );
    expect((await call({ fio: "Смирнова О. В.", email: "", onlyElectronicBills: true })).json.Error).toContain(
      "укажите E-mail",
    );
    expect((await call({ fio: "  ", email: "", onlyElectronicBills: false })).json.isSucceed).toBe(false);
    expect(
      (
        await call({
          fio: "Смирнова О. В.",
          email: "smirnova@example.ru",
          onlyElectronicBills: true,
          dontShowRetiredDevices: true,
        })
      ).json,
    ).toEqual({
      isSucceed: true,
    });
    const info = await up.call("GET /User/Info", { token });
    expect(info.json).toMatchObject({
      fio: "Смирнова О. В.",
      email: "smirnova@example.ru",
      onlyElectronicBills: true,
      dontShowRetiredDevices: true,
    });
    expect(
      (await call({ fio: "Смирнова Ольга Викторовна", email: null, onlyElectronicBills: false })).json.isSucceed,
    ).toBe(true);
    expect((await up.call("GET /User/Info", { token })).json).toMatchObject({
      email: null,
      dontShowRetiredDevices: true,
    });
    expect((await up.call("POST /User/UpdateProfile", { body: { fio: "x" } })).status).toBe(401);
  });

  it("POST /User/AddAccountByIdent: not found, PIN, success with a fresh token, already linked", async () => {
    const { token } = await up.newResident();
    const add = (body: object) => up.call("POST /User/AddAccountByIdent", { token, body });
    expect((await add({ ident: "9999999" })).json).toEqual({
      isSucceed: false,
      Error: "Лицевой счёт 9999999 не найден",
    });
    expect((await add({ ident: "2000001" })).json.Error).toContain("PIN-код");
    expect((await add({ ident: "2000001", pinCode: "2222" })).json.Error).toBe("Неверный PIN-код");
    expect((await add({ ident: "2000001", pinCode: "1111", clientBaseID: 99 })).json.Error).toContain(
      "неизвестная база",
    );
    const ok = await add({ ident: "2000001", pinCode: "1111", clientBaseID: 1, billAmount: null });
    expect(ok.json).toMatchObject({ isSucceed: true, Ident: "2000001", houseId: 101 });
    const fresh = await up.call("GET /User/Info", { token: ok.json.acx });
    expect(fresh.json.accounts.map((a: { Ident: string }) => a.Ident)).toContain("2000001");
    expect((await up.call("GET /User/Info", { token })).status).toBe(200);
    expect((await add({ ident: "2000001", pinCode: "1111" })).json.Error).toBe("Лицевой счёт 2000001 уже подключён");
    expect((await add({ ident: "" })).json.Error).toContain("Укажите номер");
    expect((await up.call("POST /User/AddAccountByIdent", { body: { ident: "2000001" } })).status).toBe(401);
  });

  it("POST /User/AddAccountByIdent accepts a prefix from /User/AccountPrefixes", async () => {
    const { token } = await up.newResident();
    const res = await up.call("POST /User/AddAccountByIdent", {
      token,
      body: { ident: "ЛС-2000001", pinCode: "1111" },
    });
    expect(res.json).toMatchObject({ isSucceed: true, Ident: "2000001" });
  });

  it("POST /User/AddAccountByAddress: house, premise and last name; not found otherwise", async () => {
    const { token } = await up.newResident();
    const add = (body: object) => up.call("POST /User/AddAccountByAddress", { token, body });
    expect((await add({ houseId: 101, premiseNumber: "7", lastName: "Петров" })).json.Error).toContain("не найден");
    expect((await add({ houseId: 1361, premiseNumber: "7", lastName: "Кузнецов" })).json.Error).toContain("не найден");
    expect((await add({ houseId: 101, premiseNumber: "7" })).json.Error).toContain("фамилию или ИНН");
    const ok = await add({ houseId: 101, premiseNumber: "7", lastName: "кузнецов", inn: null, pinCode: null });
    expect(ok.json).toEqual({
      isSucceed: true,
      Ident: "2000002",
      Address: "г. Москва, ул. Лесная, д. 5, кв. 7",
      houseId: 101,
    });
    expect((await add({ houseId: 101, premiseNumber: "7", lastName: "Кузнецов" })).json.Error).toBe(
      "Лицевой счёт 2000002 уже подключён",
    );
    expect((await up.call("POST /User/AddAccountByAddress", { body: { houseId: 101 } })).status).toBe(401);
  });

  it("POST /User/DeleteAccountByIdent unlinks only the user's own account", async () => {
    const { token } = await up.newResident();
    await up.call("POST /User/AddAccountByAddress", {
      token,
      body: { houseId: 101, premiseNumber: "7", lastName: "Кузнецов" },
    });
    expect((await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "2000002" } })).json).toEqual({
      isSucceed: true,
    });
    const info = await up.call("GET /User/Info", { token });
    expect(info.json.accounts.map((a: { Ident: string }) => a.Ident)).not.toContain("2000002");
    const again = await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "2000002" } });
    expect(again.json.Error).toContain("2000002 не подключён");
    // Иванов's account cannot be unlinked by someone else.
    expect(
      (await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "1000001" } })).json.isSucceed,
    ).toBe(false);
    const ivanov = await up.call("GET /User/Info", { token: await up.login() });
    expect(ivanov.json.accounts.map((a: { Ident: string }) => a.Ident)).toContain("1000001");
    expect((await up.call("POST /User/DeleteAccountByIdent", { body: { ident: "1000001" } })).status).toBe(401);
  });

  it("GET /User/AccountPrefixes and /User/GetClientBases", async () => {
    const token = await up.login();
    const prefixes = await up.call("GET /User/AccountPrefixes", { token });
    expect(prefixes.json).toContainEqual({ Prefix: "ЛС", Name: "Лицевой счёт УК «Демо»" });
    const bases = await up.call("GET /User/GetClientBases", { token });
    expect(bases.json).toEqual([
      { ID: 1, Name: "УК «Демо»" },
      { ID: 2, Name: "ТСЖ «Садовая, 17»" },
    ]);
    expect((await up.call("GET /User/AccountPrefixes")).status).toBe(401);
    expect((await up.call("GET /User/GetClientBases")).status).toBe(401);
  });

  it("POST /User/DeleteMobileUser deletes the user and every token", async () => {
    const { phone, password } = await up.registerNewUser();
    const token = await up.login(phone, password);
    const second = await up.login(phone, password);
    expect((await up.call("POST /User/DeleteMobileUser", { token })).json).toEqual({ isSucceed: true });
    expect((await up.call("GET /User/Info", { token: second })).status).toBe(401);
    expect((await up.call("POST /auth/login", { body: { phone, password } })).status).toBe(401);
    expect(await up.userId(phone)).toBeNull();
    expect((await up.call("POST /User/DeleteMobileUser")).status).toBe(401);
  });
});

describe("config and common", () => {
  it("GET /Config/MobileAppSettings", async () => {
    const res = await up.call("GET /Config/MobileAppSettings");
    expect(res.json.menu.length).toBeGreaterThan(0);
    expect(res.json.AddAccountByIdentOptions.promtPinCodeL).toBe(true);
  });

  it("POST /Common/ClickableLink resolves a code and counts the click", async () => {
    // Other files may click too: the two clicks here are counted from what was there before.
    const clicks = async () =>
      (await up.env.DB.prepare(
        "SELECT COUNT(*) AS n, COUNT(user_id) AS users FROM link_clicks WHERE code = 'tariffs'",
      ).first<{
        n: number;
        users: number;
      }>())!;
    const before = await clicks();
    const token = await up.login();
    const res = await up.call("POST /Common/ClickableLink", { token, body: { code: "tariffs" } });
    expect(res.json).toEqual({ isSucceed: true, Link: "https://uk-demo.ru/tariffs" });
    const anon = await up.call("POST /Common/ClickableLink", { body: { code: "tariffs" } });
    expect(anon.json.isSucceed).toBe(true);
    expect(await clicks()).toEqual({ n: before.n + 2, users: before.users + 1 });
    expect((await up.call("POST /Common/ClickableLink", { body: { code: "nope" } })).json.Error).toContain(
      "Ссылка не найдена",
    );
    expect((await up.call("POST /Common/ClickableLink", { body: { code: " " } })).json.Error).toBe(
      "Не указан код ссылки",
    );
    expect((await up.call("POST /Common/ClickableLink", { body: {} })).json).toMatchObject({
      path: "/code",
      in: "body",
    });
  });
});

describe("POST /User/DeleteMobileUser for a resident with data", () => {
  it("a resident deletes himself: login fails, nothing points at him, the next owner of his id inherits nothing", async () => {
    const db = up.env.DB;
    // A throwaway resident with a fresh personal account in house 101 (the demo residents stay).
    const resident = await up.newResident();
    const id = (await up.userId(resident.phone))!;
    const { ident } = await up.testAccount(resident.phone);
    const token = resident.token;
    // Records in several areas: a request, the support chat with a file, a poll answer, a click.
    const request = await up.call("POST /Requests/New", {
      token,
      body: {
        ident,
        typeID: 1,
        subTypeID: null,
        detailSubTypeID: null,
        text: "Не работает домофон",
        waitComplete: false,
      },
    });
    expect(request.json.id).toBeGreaterThan(0);
    expect(
      (await up.call("POST /TechSupport/AddMessage", { token, body: { text: "Вопрос перед удалением" } })).json
        .isSucceed,
    ).toBe(true);
    const form = fileForm(
      {},
      { name: "скрин.png", type: "image/png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
    );
    const file = await up.call("POST /TechSupport/AddFile", { token, form });
    expect(file.json.isSucceed).toBe(true);
    const polls = (await up.call("GET /Common/EventBlockData", { token })).json.Polls as {
      ID: number;
      Questions: any[];
    }[];
    const poll = polls.find((p) => p.ID === 5)!;
    const answers = [{ QuestionId: poll.Questions[0].ID, AnswerId: poll.Questions[0].Answers[0].ID }];
    expect(
      (await up.call("POST /Polls/SaveResult", { token, body: { PollId: poll.ID, Answers: answers } })).json,
    ).toEqual({ isSucceed: true });
    expect((await up.call("POST /Polls/SetReadedFlag", { token, body: { ID: poll.ID } })).json).toEqual({
      isSucceed: true,
    });
    await up.call("POST /Common/ClickableLink", { token, body: { code: "tariffs" } });
    const other = await up.login(resident.phone, resident.password);
    // The newest resident has the highest id, so SQLite gives it to the next registration (checked at the end).
    expect((await db.prepare("SELECT MAX(id) AS n FROM users").first<{ n: number }>())!.n).toBe(id);

    expect((await up.call("POST /User/DeleteMobileUser", { token })).json).toEqual({ isSucceed: true });
    const login = await up.call("POST /auth/login", { body: { phone: resident.phone, password: resident.password } });
    expect(login.status).toBe(401);
    expect(login.json.Message).toBe("Не верная пара логин/пароль");
    for (const t of [token, other]) expect((await up.call("GET /User/Info", { token: t })).status).toBe(401);
    expect(await up.userId(resident.phone)).toBeNull();

    const left = async (sql: string, ...binds: unknown[]) =>
      (await db
        .prepare(sql)
        .bind(...binds)
        .first<{ n: number }>())!.n;
    for (const table of [
      "tokens",
      "user_accounts",
      "requests",
      "link_clicks",
      "support_messages",
      "pay_orders",
      "oss_participants",
    ]) {
      expect(await left(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, id), table).toBe(0);
    }
    for (const table of ["poll_responses", "poll_reads", "poll_submissions"]) {
      expect(await left(`SELECT COUNT(*) AS n FROM ${table} WHERE respondent = ?`, `u:${id}`), table).toBe(0);
    }
    expect(await left("SELECT COUNT(*) AS n FROM oss_votes WHERE voter = ?", `u:${id}`)).toBe(0);
    expect(await left("SELECT COUNT(*) AS n FROM support_files WHERE chat_key = ?", `user:${id}`)).toBe(0);
    // The request stays with the personal account.
    expect(await left("SELECT COUNT(*) AS n FROM requests WHERE id = ? AND user_id IS NULL", request.json.id)).toBe(1);

    // The next registration gets his id, and none of his records.
    const fresh = await up.registerNewUser();
    expect(await up.userId(fresh.phone)).toBe(id);
    const newToken = await up.login(fresh.phone, fresh.password);
    expect((await up.call("GET /TechSupport/GetMessages", { token: newToken })).json.Messages).toEqual([]);
    expect((await up.call("GET /TechSupport/File", { token: newToken, query: { id: file.json.FileID } })).status).toBe(
      404,
    );
    expect((await up.call("GET /User/Info", { token: newToken })).json.accounts).toEqual([]);
  });
});

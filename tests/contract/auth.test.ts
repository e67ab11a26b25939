import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
}, 60_000);
afterAll(() => up?.dispose());

// Every test uses its own phone numbers: registration rules are per phone.
let nextPhone = 0;
const newPhone = () => `7955${String(Date.now()).slice(-5)}${String(nextPhone++).padStart(2, "0")}`;

/** The last thing the provider "sent" to a phone (the reference upstream's outbox). */
async function lastSent(phone: string) {
  return up.env.DB.prepare("SELECT channel, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1")
    .bind(phone)
    .first<{ channel: string; body: string }>();
}

async function sentCode(phone: string): Promise<string> {
  const sent = await lastSent(phone);
  const code = /(\d{4})\D*$/.exec(sent?.body ?? "")?.[1];
  expect(code, `a code was sent to ${phone}`).toMatch(/^\d{4}$/);
  return code!;
}

/** Moves this phone's sends back in time, as if `seconds` had passed. */
async function travel(phone: string, seconds: number) {
  const rows = await up.env.DB.prepare("SELECT id, sent_at FROM auth_code_sends WHERE phone = ?").bind(phone).all<{ id: number; sent_at: string }>();
  for (const r of rows.results) {
    await up.env.DB.prepare("UPDATE auth_code_sends SET sent_at = ? WHERE id = ?")
      .bind(new Date(Date.parse(r.sent_at) - seconds * 1000).toISOString(), r.id)
      .run();
  }
}

async function registerNewUser(password = "n3w-pass") {
  const phone = newPhone();
  expect((await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: true } })).json).toEqual({ isSucceed: true });
  const code = await sentCode(phone);
  expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } })).json).toEqual({ IsCorrect: true });
  const reg = await up.call("POST /Auth/RegisterByPhone", {
    body: { fio: "Смирнова Ольга Викторовна", phone, password, code, birthday: "14.03.1985" },
  });
  expect(reg.json).toEqual({ isSucceed: true });
  return { phone, password };
}

describe("login and logout", () => {
  it("POST /auth/login: success and wrong pair", async () => {
    const ok = await up.call("POST /auth/login", { body: { phone: "79000000001", password: "demo1234" } });
    expect(ok.status).toBe(200);
    expect(ok.json.fio).toBe("Иванов Иван Иванович");
    const bad = await up.call("POST /auth/login", { body: { phone: "79000000001", password: "nope" } });
    expect(bad.status).toBe(401);
    expect(bad.json.Message).toBe("Не верная пара логин/пароль");
  });

  it("POST /Auth/Logout revokes only this token; 401 without one", async () => {
    const token = await up.login("79000000002");
    const other = await up.login("79000000002");
    expect((await up.call("POST /Auth/Logout", { token })).json).toEqual({ isSucceed: true });
    expect((await up.call("GET /User/Info", { token })).status).toBe(401);
    expect((await up.call("GET /User/Info", { token: other })).status).toBe(200);
    expect((await up.call("POST /Auth/Logout")).status).toBe(401);
  });
});

describe("registration codes", () => {
  it("a flash call sends the code and does not lock; a robot call or SMS locks resends for 60 s", async () => {
    const phone = newPhone();
    expect((await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: true } })).json).toEqual({ isSucceed: true });
    expect((await lastSent(phone))?.channel).toBe("flash");
    const flashCode = await sentCode(phone);

    expect((await up.call("POST /Auth/SendCheckCode", { body: { phone } })).json).toEqual({ isSucceed: true });
    expect((await lastSent(phone))?.channel).toBe("sms");
    const smsCode = await sentCode(phone);
    expect(smsCode).not.toBe(flashCode);

    const locked = await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    expect(locked.json.Error).toMatch(/через (5\d|60) сек\./);
    const robotLocked = await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: false } });
    expect(robotLocked.json.Error).toMatch(/Повторная отправка кода возможна через \d+ сек\./);

    await travel(phone, 61);
    expect((await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: false } })).json).toEqual({ isSucceed: true });
    expect((await lastSent(phone))?.channel).toBe("call");
  });

  it("at most 3 sends per phone per 10 minutes", async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      expect((await up.call("POST /Auth/SendCheckCode", { body: { phone } })).json).toEqual({ isSucceed: true });
      await travel(phone, 61);
    }
    const limited = await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    expect(limited.json.Error).toMatch(/Превышено количество отправок кода .* Повторите через \d+ мин\./);
    const flashLimited = await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: true } });
    expect(flashLimited.json.Error).toContain("Превышено количество отправок кода");
    await travel(phone, 600);
    expect((await up.call("POST /Auth/SendCheckCode", { body: { phone } })).json).toEqual({ isSucceed: true });
  });

  it("refuses a malformed phone", async () => {
    const res = await up.call("POST /Auth/SendCheckCode", { body: { phone: "7900123" } });
    expect(res.json.Error).toContain("Укажите номер телефона");
    const flash = await up.call("POST /Auth/RequestAccessCode", { body: { phone: "", dontCheck: true } });
    expect(flash.json.Error).toContain("Укажите номер телефона");
  });

  it("POST /Auth/CheckAccessCode: wrong code is IsCorrect false; only the newest code is valid", async () => {
    const phone = newPhone();
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const first = await sentCode(phone);
    await travel(phone, 61);
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const second = await sentCode(phone);
    expect(second).not.toBe(first);
    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: first } })).json).toEqual({ IsCorrect: false });
    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: second } })).json).toEqual({ IsCorrect: true });
  });

  it("a code is void after 5 wrong entries, even the right one then answers an Error with the wait", async () => {
    const phone = newPhone();
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const code = await sentCode(phone);
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i++) {
      expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: wrong } })).json).toEqual({ IsCorrect: false });
    }
    const voided = await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } });
    expect(voided.json.Error).toMatch(/больше не действует\. Запросите новый код через \d+ сек\./);
  });

  it("checking without a requested code is an Error", async () => {
    const res = await up.call("POST /Auth/CheckAccessCode", { body: { phone: newPhone(), code: "1234" } });
    expect(res.json.Error).toContain("Код не запрашивался");
  });
});

describe("POST /Auth/RegisterByPhone", () => {
  it("registers with a confirmed code, then the new password logs in", async () => {
    const { phone, password } = await registerNewUser("my-new-secret");
    const login = await up.call("POST /auth/login", { body: { phone, password } });
    expect(login.status).toBe(200);
    expect(login.json.fio).toBe("Смирнова Ольга Викторовна");
    expect(login.json.accounts).toEqual([]);
    const stored = await up.env.DB.prepare("SELECT birthday, password_hash FROM users WHERE phone = ?").bind(phone).first<{
      birthday: string;
      password_hash: string;
    }>();
    expect(stored?.birthday).toBe("1985-03-14");
    expect(stored?.password_hash).toMatch(/^pbkdf2\$/);
    // The code was single-use and the phone is now taken.
    const again = await up.call("POST /Auth/RegisterByPhone", { body: { fio: "Кто-то", phone, password: "x", code: "0000" } });
    expect(again.json).toEqual({ isSucceed: false, Error: "Пользователь с таким номером телефона уже зарегистрирован" });
  });

  it("refuses an unconfirmed code, a bad birthday and missing fields", async () => {
    const phone = newPhone();
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const code = await sentCode(phone);
    const body = { fio: "Орлов Игорь", phone, password: "pass1", code };
    const unconfirmed = await up.call("POST /Auth/RegisterByPhone", { body });
    expect(unconfirmed.json.isSucceed).toBe(false);
    expect(unconfirmed.json.Error).toContain("не подтверждён");

    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } })).json).toEqual({ IsCorrect: true });
    const badDate = await up.call("POST /Auth/RegisterByPhone", { body: { ...body, birthday: "31.02.1985" } });
    expect(badDate.json.Error).toContain("Дата рождения");
    const oldDate = await up.call("POST /Auth/RegisterByPhone", { body: { ...body, birthday: "01.01.1899" } });
    expect(oldDate.json.Error).toContain("Дата рождения");
    const missing = await up.call("POST /Auth/RegisterByPhone", { body: { ...body, fio: " " } });
    expect(missing.json.Error).toBe("Для продолжения необходимо заполнить все поля");
    const wrongCode = await up.call("POST /Auth/RegisterByPhone", { body: { ...body, code: code === "0000" ? "1111" : "0000" } });
    expect(wrongCode.json.Error).toContain("не подтверждён");
    // Birthday is optional.
    expect((await up.call("POST /Auth/RegisterByPhone", { body })).json).toEqual({ isSucceed: true });
  });
});

describe("user", () => {
  it("GET /User/Info: the user with accounts and per-account flags, 401 without a token", async () => {
    await up.env.DB.prepare("UPDATE accounts SET hide_on_meters_page = 1, house_cant_create_requests = 1 WHERE ident = '1000002'").run();
    const token = await up.login();
    const info = await up.call("GET /User/Info", { token });
    expect(info.json.accounts.map((a: { Ident: string }) => a.Ident)).toEqual(["1000001", "1000002"]);
    expect(info.json.accounts[0]).toMatchObject({ houseId: 101, HideOnMetersPage: false, HouseCantCreateRequests: false });
    expect(info.json.accounts[1]).toMatchObject({ houseId: 1361, HideOnMetersPage: true, HouseCantCreateRequests: true, HideOnBillsPage: false });
    await up.env.DB.prepare("UPDATE accounts SET hide_on_meters_page = 0, house_cant_create_requests = 0 WHERE ident = '1000002'").run();
    expect((await up.call("GET /User/Info")).status).toBe(401);
  });

  it("POST /User/UpdateProfile validates and saves", async () => {
    const token = await up.login("79000000003");
    const call = (body: object) => up.call("POST /User/UpdateProfile", { token, body });
    expect((await call({ fio: "Сидоров П. П.", email: "not-an-email", onlyElectronicBills: false })).json.Error).toBe(
      "Указан неверный адрес электронной почты",
    );
    expect((await call({ fio: "Сидоров П. П.", email: "", onlyElectronicBills: true })).json.Error).toContain("укажите E-mail");
    expect((await call({ fio: "  ", email: "", onlyElectronicBills: false })).json.isSucceed).toBe(false);
    expect((await call({ fio: "Сидоров П. П.", email: "sidorov@example.ru", onlyElectronicBills: true, dontShowRetiredDevices: true })).json).toEqual({
      isSucceed: true,
    });
    const info = await up.call("GET /User/Info", { token });
    expect(info.json).toMatchObject({ fio: "Сидоров П. П.", email: "sidorov@example.ru", onlyElectronicBills: true, dontShowRetiredDevices: true });
    expect((await call({ fio: "Сидоров Пётр Петрович", email: null, onlyElectronicBills: false })).json.isSucceed).toBe(true);
    expect((await up.call("GET /User/Info", { token })).json).toMatchObject({ email: null, dontShowRetiredDevices: true });
    expect((await up.call("POST /User/UpdateProfile", { body: { fio: "x" } })).status).toBe(401);
  });

  it("POST /User/AddAccountByIdent: not found, PIN, success with a fresh token, already linked", async () => {
    const token = await up.login("79000000003");
    const add = (body: object) => up.call("POST /User/AddAccountByIdent", { token, body });
    expect((await add({ ident: "9999999" })).json).toEqual({ isSucceed: false, Error: "Лицевой счёт 9999999 не найден" });
    expect((await add({ ident: "2000001" })).json.Error).toContain("PIN-код");
    expect((await add({ ident: "2000001", pinCode: "2222" })).json.Error).toBe("Неверный PIN-код");
    expect((await add({ ident: "2000001", pinCode: "1111", clientBaseID: 99 })).json.Error).toContain("неизвестная база");
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
    const token = await up.login("79000000002");
    const res = await up.call("POST /User/AddAccountByIdent", { token, body: { ident: "ЛС-2000001", pinCode: "1111" } });
    expect(res.json).toMatchObject({ isSucceed: true, Ident: "2000001" });
    await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "2000001" } });
  });

  it("POST /User/AddAccountByAddress: house, premise and last name; not found otherwise", async () => {
    const token = await up.login("79000000003");
    const add = (body: object) => up.call("POST /User/AddAccountByAddress", { token, body });
    expect((await add({ houseId: 101, premiseNumber: "7", lastName: "Петров" })).json.Error).toContain("не найден");
    expect((await add({ houseId: 1361, premiseNumber: "7", lastName: "Кузнецов" })).json.Error).toContain("не найден");
    expect((await add({ houseId: 101, premiseNumber: "7" })).json.Error).toContain("фамилию или ИНН");
    const ok = await add({ houseId: 101, premiseNumber: "7", lastName: "кузнецов", inn: null, pinCode: null });
    expect(ok.json).toEqual({ isSucceed: true, Ident: "2000002", Address: "г. Москва, ул. Лесная, д. 5, кв. 7", houseId: 101 });
    expect((await add({ houseId: 101, premiseNumber: "7", lastName: "Кузнецов" })).json.Error).toBe("Лицевой счёт 2000002 уже подключён");
    expect((await up.call("POST /User/AddAccountByAddress", { body: { houseId: 101 } })).status).toBe(401);
  });

  it("POST /User/DeleteAccountByIdent unlinks only the user's own account", async () => {
    const token = await up.login("79000000003");
    await up.call("POST /User/AddAccountByAddress", { token, body: { houseId: 101, premiseNumber: "7", lastName: "Кузнецов" } });
    expect((await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "2000002" } })).json).toEqual({ isSucceed: true });
    const info = await up.call("GET /User/Info", { token });
    expect(info.json.accounts.map((a: { Ident: string }) => a.Ident)).not.toContain("2000002");
    const again = await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "2000002" } });
    expect(again.json.Error).toContain("2000002 не подключён");
    // Иванов's account cannot be unlinked by someone else.
    expect((await up.call("POST /User/DeleteAccountByIdent", { token, body: { ident: "1000001" } })).json.isSucceed).toBe(false);
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
    const { phone, password } = await registerNewUser();
    const token = await up.login(phone, password);
    const second = await up.login(phone, password);
    expect((await up.call("POST /User/DeleteMobileUser", { token })).json).toEqual({ isSucceed: true });
    expect((await up.call("GET /User/Info", { token: second })).status).toBe(401);
    expect((await up.call("POST /auth/login", { body: { phone, password } })).status).toBe(401);
    expect(await up.env.DB.prepare("SELECT id FROM users WHERE phone = ?").bind(phone).first()).toBeNull();
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
    const token = await up.login();
    const res = await up.call("POST /Common/ClickableLink", { token, body: { code: "tariffs" } });
    expect(res.json).toEqual({ isSucceed: true, Link: "https://uk-demo.ru/tariffs" });
    const anon = await up.call("POST /Common/ClickableLink", { body: { code: "tariffs" } });
    expect(anon.json.isSucceed).toBe(true);
    const clicks = await up.env.DB.prepare("SELECT COUNT(*) AS n, COUNT(user_id) AS users FROM link_clicks WHERE code = 'tariffs'").first<{
      n: number;
      users: number;
    }>();
    expect(clicks).toEqual({ n: 2, users: 1 });
    expect((await up.call("POST /Common/ClickableLink", { body: { code: "nope" } })).json.Error).toContain("Ссылка не найдена");
    expect((await up.call("POST /Common/ClickableLink", { body: {} })).json.Error).toBe("Не указан код ссылки");
  });
});

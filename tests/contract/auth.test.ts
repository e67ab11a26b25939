import { describe, expect, it } from "vitest";
import { CODE_RULES } from "../../upstream/src/routes/auth";
import { newPhone, PETROVA, useUpstream } from "./harness";

const { up } = useUpstream();

/** Moves this phone's sends back in time, as if `seconds` had passed. */
async function travel(phone: string, seconds: number) {
  const rows = await up.env.DB.prepare("SELECT id, sent_at FROM auth_code_sends WHERE phone = ?")
    .bind(phone)
    .all<{ id: number; sent_at: string }>();
  for (const r of rows.results) {
    await up.env.DB.prepare("UPDATE auth_code_sends SET sent_at = ? WHERE id = ?")
      .bind(new Date(Date.parse(r.sent_at) - seconds * 1000).toISOString(), r.id)
      .run();
  }
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
    const token = await up.login(PETROVA);
    const other = await up.login(PETROVA);
    expect((await up.call("POST /Auth/Logout", { token })).json).toEqual({ isSucceed: true });
    expect((await up.call("GET /User/Info", { token })).status).toBe(401);
    expect((await up.call("GET /User/Info", { token: other })).status).toBe(200);
    expect((await up.call("POST /Auth/Logout")).status).toBe(401);
  });
});

describe("registration codes", () => {
  it("a flash call sends the code and does not lock; a robot call or SMS locks resends for 60 s", async () => {
    const phone = newPhone();
    expect((await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: true } })).json).toEqual({
      isSucceed: true,
    });
    expect((await up.lastSent({ recipient: phone }))?.channel).toBe("flash");
    const flashCode = await up.sentCode(phone);

    expect((await up.call("POST /Auth/SendCheckCode", { body: { phone } })).json).toEqual({ isSucceed: true });
    expect((await up.lastSent({ recipient: phone }))?.channel).toBe("sms");
    const smsCode = await up.sentCode(phone);
    expect(smsCode).not.toBe(flashCode);

    const locked = await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    expect(locked.json.Error).toMatch(/через (5\d|60) сек\./);
    const robotLocked = await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: false } });
    expect(robotLocked.json.Error).toMatch(/Повторная отправка кода возможна через \d+ сек\./);

    await travel(phone, 61);
    expect((await up.call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: false } })).json).toEqual({
      isSucceed: true,
    });
    expect((await up.lastSent({ recipient: phone }))?.channel).toBe("call");
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
    const first = await up.sentCode(phone);
    await travel(phone, 61);
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const second = await up.sentCode(phone);
    expect(second).not.toBe(first);
    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: first } })).json).toEqual({
      IsCorrect: false,
    });
    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: second } })).json).toEqual({
      IsCorrect: true,
    });
  });

  it("a code is void after 5 wrong entries, even the right one then answers an Error with the wait", async () => {
    const phone = newPhone();
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const code = await up.sentCode(phone);
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i++) {
      expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: wrong } })).json).toEqual({
        IsCorrect: false,
      });
    }
    const voided = await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } });
    expect(voided.json.Error).toMatch(/больше не действует\. Запросите новый код через \d+ сек\./);
  });

  it("a code expires 10 minutes after it was sent: even the right one is then refused", async () => {
    const phone = newPhone();
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const code = await up.sentCode(phone);
    const age = async (seconds: number) => {
      const row = await up.env.DB.prepare("SELECT sent_at FROM auth_codes WHERE phone = ?")
        .bind(phone)
        .first<{ sent_at: string }>();
      const sent = Date.parse(row!.sent_at) - seconds * 1000;
      await up.env.DB.prepare("UPDATE auth_codes SET sent_at = ?, expires_at = ? WHERE phone = ?")
        .bind(new Date(sent).toISOString(), new Date(sent + CODE_RULES.codeTtlSeconds * 1000).toISOString(), phone)
        .run();
    };
    expect(CODE_RULES.codeTtlSeconds).toBe(600);
    await age(590);
    const wrong = code === "0000" ? "1111" : "0000";
    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code: wrong } })).json).toEqual({
      IsCorrect: false,
    });
    await age(11);
    const expired = await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } });
    expect(expired.json.Error).toBe("Код не запрашивался или устарел. Запросите новый код.");
    const register = await up.call("POST /Auth/RegisterByPhone", {
      body: { fio: "Орлов Игорь", phone, password: "pass-1234", code },
    });
    expect(register.json.isSucceed).toBe(false);
  });

  it("checking without a requested code is an Error", async () => {
    const res = await up.call("POST /Auth/CheckAccessCode", { body: { phone: newPhone(), code: "1234" } });
    expect(res.json.Error).toContain("Код не запрашивался");
  });
});

describe("POST /Auth/RegisterByPhone", () => {
  it("registers with a confirmed code, then the new password logs in", async () => {
    const { phone, password } = await up.registerNewUser("my-new-secret");
    const login = await up.call("POST /auth/login", { body: { phone, password } });
    expect(login.status).toBe(200);
    expect(login.json.fio).toBe("Смирнова Ольга Викторовна");
    expect(login.json.accounts).toEqual([]);
    const stored = await up.env.DB.prepare("SELECT birthday, password_hash FROM users WHERE phone = ?")
      .bind(phone)
      .first<{
        birthday: string;
        password_hash: string;
      }>();
    expect(stored?.birthday).toBe("1985-03-14");
    expect(stored?.password_hash).toMatch(/^pbkdf2\$/);
    // The code was single-use and the phone is now taken.
    const again = await up.call("POST /Auth/RegisterByPhone", {
      body: { fio: "Кто-то", phone, password: "x", code: "0000" },
    });
    expect(again.json).toEqual({
      isSucceed: false,
      Error: "Пользователь с таким номером телефона уже зарегистрирован",
    });
  });

  it("registering a taken phone again with a confirmed code sets the new password and ends every session", async () => {
    const { phone, password } = await up.registerNewUser("old-secret");
    const id = await up.userId(phone);
    const token = await up.login(phone, password);
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const code = await up.sentCode(phone);
    const body = { fio: "Смирнова О. В.", phone, password: "new-secret", code };
    // A code that was sent but not confirmed changes nothing.
    const unconfirmed = await up.call("POST /Auth/RegisterByPhone", { body });
    expect(unconfirmed.json).toEqual({
      isSucceed: false,
      Error: "Пользователь с таким номером телефона уже зарегистрирован",
    });
    expect((await up.call("GET /User/Info", { token })).status).toBe(200);

    expect((await up.call("POST /Auth/CheckAccessCode", { body: { phone, code } })).json).toEqual({ IsCorrect: true });
    expect((await up.call("POST /Auth/RegisterByPhone", { body })).json).toEqual({ isSucceed: true });
    const old = await up.call("POST /auth/login", { body: { phone, password } });
    expect(old.status).toBe(401);
    const login = await up.call("POST /auth/login", { body: { phone, password: "new-secret" } });
    expect(login.status).toBe(200);
    expect(login.json.fio).toBe("Смирнова О. В.");
    expect((await up.call("GET /User/Info", { token })).status).toBe(401);
    // The same user (their data stays), the birthday kept as it was not given.
    expect(await up.userId(phone)).toBe(id);
    const stored = await up.env.DB.prepare("SELECT birthday FROM users WHERE phone = ?")
      .bind(phone)
      .first<{ birthday: string }>();
    expect(stored?.birthday).toBe("1985-03-14");
    // The code was single-use.
    const reused = await up.call("POST /Auth/RegisterByPhone", { body: { ...body, password: "third-secret" } });
    expect(reused.json).toEqual({
      isSucceed: false,
      Error: "Пользователь с таким номером телефона уже зарегистрирован",
    });
    expect((await up.call("POST /auth/login", { body: { phone, password: "new-secret" } })).status).toBe(200);
  });

  it("refuses an unconfirmed code, a bad birthday and missing fields", async () => {
    const phone = newPhone();
    await up.call("POST /Auth/SendCheckCode", { body: { phone } });
    const code = await up.sentCode(phone);
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
    const wrongCode = await up.call("POST /Auth/RegisterByPhone", {
      body: { ...body, code: code === "0000" ? "1111" : "0000" },
    });
    expect(wrongCode.json.Error).toContain("не подтверждён");
    // Birthday is optional.
    expect((await up.call("POST /Auth/RegisterByPhone", { body })).json).toEqual({ isSucceed: true });
  });
});

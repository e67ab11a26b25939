import { isValidPhone, normalizePhone } from "../contacts";
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "../crypto";
import { nowIso } from "../dates";
import { businessError, failed, reply } from "../http";
import { sendToOutbox } from "../outbox";
import type { Router } from "../router";
import { mobileAppSettings } from "../settings";
import { issueToken, revokeToken } from "../tokens";
import { loadUser } from "./user/store";

// Registration code rules (spec §4 Registration, §9): 4 digits, a 60 s resend lock after a robot call or SMS,
// and abuse limits so nobody can flood a phone with calls or guess a code.
export const CODE_RULES = {
  resendLockSeconds: 60,
  maxSendsPerWindow: 3,
  sendWindowSeconds: 600,
  maxWrongAttempts: 5,
  codeTtlSeconds: 600,
  /** After a correct check the resident has this long to finish step 3. */
  verifiedTtlSeconds: 1800,
};

/** "45 сек." or "9 мин." — the waits the provider reports in its errors. */
export function waitText(seconds: number): string {
  return seconds <= 60 ? `${seconds} сек.` : `${Math.ceil(seconds / 60)} мин.`;
}

/** A well-formed hash no password matches (its digest is all zeros): what an unknown phone is checked against. */
const NO_USER_HASH = `pbkdf2$${PASSWORD_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$${"A".repeat(43)}`;

const since = (iso: string) => (Date.now() - Date.parse(iso)) / 1000;

type Channel = "sms" | "call" | "flash";

interface CodeRow {
  code: string;
  sent_at: string;
  expires_at: string;
  wrong_attempts: number;
  verified_at: string | null;
}

/** Seconds until this phone may be sent a new code (0: now). */
async function secondsUntilSendAllowed(
  db: D1Database,
  phone: string,
): Promise<{ wait: number; reason: "lock" | "limit" | null }> {
  const sends = await db
    .prepare("SELECT channel, sent_at FROM auth_code_sends WHERE phone = ? ORDER BY sent_at DESC LIMIT 20")
    .bind(phone)
    .all<{ channel: Channel; sent_at: string }>();
  // A flash call does not start the lock: the resident may ask for a robot call or an SMS right after it (§4).
  const lastLocking = sends.results.find((s) => s.channel !== "flash");
  const lockLeft = lastLocking ? CODE_RULES.resendLockSeconds - since(lastLocking.sent_at) : 0;
  const inWindow = sends.results.filter((s) => since(s.sent_at) < CODE_RULES.sendWindowSeconds);
  const limitLeft =
    inWindow.length >= CODE_RULES.maxSendsPerWindow
      ? CODE_RULES.sendWindowSeconds - since(inWindow[CODE_RULES.maxSendsPerWindow - 1]!.sent_at)
      : 0;
  if (limitLeft > 0 && limitLeft >= lockLeft) return { wait: Math.ceil(limitLeft), reason: "limit" };
  if (lockLeft > 0) return { wait: Math.ceil(lockLeft), reason: "lock" };
  return { wait: 0, reason: null };
}

function outboxText(channel: Channel, code: string): string {
  switch (channel) {
    case "sms":
      return `Код подтверждения регистрации: ${code}. Никому не сообщайте его.`;
    case "call":
      return `Робот продиктует код подтверждения: ${code}`;
    case "flash":
      return `Входящий звонок с номера +7 (495) 000-${code.slice(0, 2)}-${code.slice(2)}. Код — последние 4 цифры номера: ${code}`;
  }
}

async function sendCode(db: D1Database, rawPhone: string, channel: Channel) {
  const phone = normalizePhone(rawPhone);
  if (!isValidPhone(phone)) return businessError("Укажите номер телефона в формате +7 (XXX) XXX-XX-XX");
  const { wait, reason } = await secondsUntilSendAllowed(db, phone);
  if (reason === "lock") return businessError(`Повторная отправка кода возможна через ${waitText(wait)}`);
  if (reason === "limit") {
    return businessError(
      `Превышено количество отправок кода (не более ${CODE_RULES.maxSendsPerWindow} за 10 минут). Повторите через ${waitText(wait)}`,
    );
  }
  const previous = await db
    .prepare("SELECT code FROM auth_codes WHERE phone = ?")
    .bind(phone)
    .first<{ code: string }>();
  let code: string;
  // A new code always differs from the one it replaces, so the old one is certainly void.
  do code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10000).padStart(4, "0");
  while (code === previous?.code);
  const now = nowIso();
  const expires = new Date(Date.now() + CODE_RULES.codeTtlSeconds * 1000).toISOString();
  await db.batch([
    db
      .prepare(
        "INSERT OR REPLACE INTO auth_codes (phone, code, channel, sent_at, expires_at, wrong_attempts, verified_at) VALUES (?, ?, ?, ?, ?, 0, NULL)",
      )
      .bind(phone, code, channel, now, expires),
    db.prepare("INSERT INTO auth_code_sends (phone, channel, sent_at) VALUES (?, ?, ?)").bind(phone, channel, now),
  ]);
  await sendToOutbox(db, channel, phone, outboxText(channel, code));
  return reply(200, { isSucceed: true });
}

async function voidCodeError(db: D1Database, phone: string) {
  const { wait } = await secondsUntilSendAllowed(db, phone);
  const next = wait > 0 ? `Запросите новый код через ${waitText(wait)}` : "Запросите новый код.";
  return businessError(`Код введён неверно ${CODE_RULES.maxWrongAttempts} раз и больше не действует. ${next}`);
}

function validBirthday(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || date.getTime() > Date.now()) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

export function authRoutes(router: Router): void {
  router.add("post", "/auth/login", async ({ env, body, reply }) => {
    const row = await env.DB.prepare("SELECT id, password_hash FROM users WHERE phone = ?")
      .bind(normalizePhone(body.phone))
      .first<{ id: number; password_hash: string }>();
    // An unknown phone costs the same hash as a known one, so the time of the answer does not tell them apart.
    const matches = await verifyPassword(body.password, row?.password_hash ?? NO_USER_HASH);
    const user = row && matches ? await loadUser(env.DB, row.id) : null;
    if (!row || !user) return reply(401, { Message: "Не верная пара логин/пароль" });
    return reply(200, { ...user, acx: await issueToken(env.DB, row.id) });
  });

  router.add("post", "/Auth/Logout", async ({ env, req, reply }) => {
    await revokeToken(env.DB, req.headers.get("acx") ?? "");
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/Auth/RequestAccessCode", async ({ env, body }) =>
    sendCode(env.DB, body.phone, body.dontCheck === true ? "flash" : "call"),
  );

  router.add("post", "/Auth/SendCheckCode", async ({ env, body }) => sendCode(env.DB, body.phone, "sms"));

  router.add("post", "/Auth/CheckAccessCode", async ({ env, body, reply }) => {
    const phone = normalizePhone(body.phone);
    if (!isValidPhone(phone)) return businessError("Укажите номер телефона в формате +7 (XXX) XXX-XX-XX");
    const row = await env.DB.prepare("SELECT * FROM auth_codes WHERE phone = ?").bind(phone).first<CodeRow>();
    if (!row || Date.parse(row.expires_at) < Date.now()) {
      return businessError("Код не запрашивался или устарел. Запросите новый код.");
    }
    if (row.wrong_attempts >= CODE_RULES.maxWrongAttempts) return voidCodeError(env.DB, phone);
    if (body.code !== row.code) {
      await env.DB.prepare("UPDATE auth_codes SET wrong_attempts = wrong_attempts + 1 WHERE phone = ?")
        .bind(phone)
        .run();
      return reply(200, { IsCorrect: false });
    }
    await env.DB.prepare("UPDATE auth_codes SET verified_at = ? WHERE phone = ?").bind(nowIso(), phone).run();
    return reply(200, { IsCorrect: true });
  });

  router.add("post", "/Auth/RegisterByPhone", async ({ env, body, scope, reply }) => {
    const phone = normalizePhone(body.phone);
    const fio = body.fio.trim();
    const birthdayText = (body.birthday ?? "").trim();
    if (!fio || !phone) return failed("Для продолжения необходимо заполнить все поля");
    if (!isValidPhone(phone)) return failed("Укажите номер телефона в формате +7 (XXX) XXX-XX-XX");
    if (!birthdayText && (await mobileAppSettings(env.DB, scope)).requireBirthDate === true) {
      return failed("Для продолжения необходимо заполнить все поля");
    }
    const birthday = birthdayText ? validBirthday(birthdayText) : null;
    if (birthdayText && !birthday)
      return failed("Дата рождения указана неверно: ожидается ДД.ММ.ГГГГ, год не ранее 1900");
    const existing = await env.DB.prepare("SELECT id FROM users WHERE phone = ?").bind(phone).first<{ id: number }>();
    const row = await env.DB.prepare("SELECT * FROM auth_codes WHERE phone = ?").bind(phone).first<CodeRow>();
    const verified =
      row?.verified_at && row.code === body.code.trim() && since(row.verified_at) < CODE_RULES.verifiedTtlSeconds;
    // Registering again with a confirmed code is how a resident recovers a password (spec §2.3).
    if (existing && !verified) return failed("Пользователь с таким номером телефона уже зарегистрирован");
    if (!verified) return failed("Номер телефона не подтверждён: запросите код и введите его ещё раз");
    const passwordHash = await hashPassword(body.password);
    const save = existing
      ? [
          // A new password for the confirmed phone; every old session ends, as after a password change.
          env.DB.prepare(
            "UPDATE users SET password_hash = ?, fio = ?, birthday = COALESCE(?, birthday) WHERE id = ?",
          ).bind(passwordHash, fio, birthday, existing.id),
          env.DB.prepare("DELETE FROM tokens WHERE user_id = ?").bind(existing.id),
        ]
      : [
          env.DB.prepare("INSERT INTO users (phone, fio, password_hash, birthday) VALUES (?, ?, ?, ?)").bind(
            phone,
            fio,
            passwordHash,
            birthday,
          ),
        ];
    // The code is single-use.
    await env.DB.batch([...save, env.DB.prepare("DELETE FROM auth_codes WHERE phone = ?").bind(phone)]);
    return reply(200, { isSucceed: true });
  });
}

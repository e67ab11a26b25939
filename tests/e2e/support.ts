import { expect, type APIRequestContext, type Page } from "@playwright/test";

// The demo residents and data the README promises, and the throwaway residents tests make through the reference
// upstream's hooks. Tests reach these through ./fixtures (the `residents` fixture); the data is imported directly.

export const IVANOV = {
  phone: "9000000001",
  masked: "+7 (900) 000 00 01",
  password: "demo1234",
  fio: "Иванов Иван Иванович",
};
export const PETROVA = {
  phone: "9000000002",
  masked: "+7 (900) 000 00 02",
  password: "demo1234",
  fio: "Петрова Анна Сергеевна",
};
export const SIDOROV = {
  phone: "9000000003",
  masked: "+7 (900) 000 00 03",
  password: "demo1234",
  fio: "Сидоров Пётр Петрович",
};

/**
 * Registers a throwaway resident through the reference upstream (code read from its outbox), for tests that
 * change or delete a user and must not disturb the demo residents other tests rely on.
 */
export async function registerUser(request: APIRequestContext, fio = "Тестов Тест Тестович") {
  const phone = `79${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  const password = "test1234";
  const headers = { client: "web" };
  expect((await request.post("/__upstream/Auth/SendCheckCode", { data: { phone }, headers })).ok()).toBe(true);
  const outbox = (await (await request.get("/__upstream/demo/outbox")).json()) as {
    messages: Array<{ recipient: string; body: string }>;
  };
  const message = outbox.messages.find((m) => m.recipient.replace(/\D/g, "") === phone);
  const code = message?.body.match(/(\d{4})\D*$/)?.[1];
  expect(code, `code for ${phone} in the outbox`).toBeTruthy();
  expect(
    (await (await request.post("/__upstream/Auth/CheckAccessCode", { data: { phone, code }, headers })).json())
      .IsCorrect,
  ).toBe(true);
  // A birth date is always sent: register.spec.ts briefly turns the settings' requireBirthDate on.
  const registered = await (
    await request.post("/__upstream/Auth/RegisterByPhone", {
      data: { fio, phone, password, code, birthday: "01.01.1990" },
      headers,
    })
  ).json();
  expect(registered.isSucceed, JSON.stringify(registered)).toBe(true);
  return { phone: phone.slice(1), password, fio };
}

/**
 * A throwaway resident with a fresh account holding copies of the demo meters (reference upstream test hook),
 * for tests that write readings or order verifications; `empty` gives the account no meters.
 */
export async function meterResident(request: APIRequestContext, opts: { empty?: boolean } = {}) {
  const user = await registerUser(request);
  const answer = await request.post("/__upstream/__test/accounts", {
    data: { phone: `7${user.phone}`, meters: opts.empty ? "none" : "demo" },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { ident } = (await answer.json()) as { ident: string };
  return { ...user, ident };
}
/** Requests (tests/e2e/requests.spec.ts): a staff message, or a request moved on as the provider would. */
export const upstreamRequests = {
  staffMessage: (request: APIRequestContext, requestId: number, text: string) =>
    request.post("/__upstream/__test/requests/message", { data: { requestId, text, author: "Диспетчер Тестова" } }),
  setState: (
    request: APIRequestContext,
    requestId: number,
    state: {
      statusId: number;
      canClose?: boolean;
      accessCode?: string;
      closed?: boolean;
      paid?: { sum: number; text: string; bonus?: number };
    },
  ) => request.post("/__upstream/__test/requests/state", { data: { requestId, ...state } }),
  /** What the provider stored for a request: status, closed, the mark, paid. */
  async stored(request: APIRequestContext, requestId: number) {
    const answer = await request.get(`/__upstream/__test/requests/state?id=${requestId}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { statusId: number; isClosed: boolean; mark: number | null; isPaid: boolean };
  },
  /** Creates a request of Иванов (or `who` on `ident`) straight at the provider; only the calling test touches it. */
  async create(
    request: APIRequestContext,
    text: string,
    who = { phone: "79000000001", password: "demo1234" },
    ident = "1000001",
  ): Promise<{ id: number; number: string }> {
    const headers = { client: "web" };
    const auth = await request.post("/__upstream/auth/login", { data: who, headers });
    const { acx } = (await auth.json()) as { acx: string };
    const created = await request.post("/__upstream/Requests/New", {
      data: { ident, typeID: 1, subTypeID: null, detailSubTypeID: null, text },
      headers: { ...headers, acx },
    });
    const body = (await created.json()) as { id: number; RequestNumber: string };
    expect(body.id, JSON.stringify(body)).toBeTruthy();
    return { id: body.id, number: body.RequestNumber };
  },
};

export interface TestAccount {
  ident: string;
  accountId: number;
  invoiceUid: string | null;
}

/** A throwaway resident with fresh accounts of the given debts (payment tests never pay each other's). */
export async function residentWithAccounts(
  request: APIRequestContext,
  accounts: Array<{
    sum: number;
    sumFine?: number;
    insurance?: number;
    invoice?: { displayName: string; debt: number; debtFine: number };
    paymentMode?: "Invoice";
    houseId?: number;
  }>,
  canPayForAll = false,
) {
  const resident = await registerUser(request, "Платежов Павел Петрович");
  const made: TestAccount[] = [];
  for (const a of accounts) {
    const r = await request.post("/__upstream/__test/accounts", {
      data: { phone: `7${resident.phone}`, canPayForAll, ...a },
    });
    expect(r.ok()).toBe(true);
    made.push((await r.json()) as TestAccount);
  }
  return { resident, accounts: made };
}

/** An amount as the portal shows it: "1 510,50 ₽" with no-break spaces. */
export const money = (kopecks: number) =>
  `${String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+$)/g, "\u00a0")},${String(kopecks % 100).padStart(2, "0")}\u00a0₽`;

/** A throwaway resident with one fresh account (house 101) carrying the given request flags (§6). */
export async function requestsResident(
  request: APIRequestContext,
  flags: {
    denyRequestCreation?: boolean;
    denyRequestCreationMessage?: string;
    houseCantCreateRequests?: boolean;
    hideOnRequestsPage?: boolean;
  } = {},
) {
  const user = await registerUser(request);
  const answer = await request.post("/__upstream/__test/accounts", {
    data: { phone: `7${user.phone}`, requests: flags },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { ident } = (await answer.json()) as { ident: string };
  expect(ident, "a fresh account").toBeTruthy();
  return { ...user, ident };
}

/** A provider's "DD.MM.YYYY HH:mm" moved by `hours` (the demo's emergency works start and end on whole hours). */
export function shifted(text: string, hours: number): string {
  const [d, m, y, h, min] = text.split(/[ .:]/).map(Number) as [number, number, number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d, h + hours, min));
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(t.getUTCDate())}.${p(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}`;
}

/**
 * Until the browser has told the server its zone: the time-zone cookie, which the app sets from a worker after a
 * page with zoned times hydrated (app/session/scripts-hint.ts), so a page opened at once may still lack it.
 */
export async function zoneTold(page: Page) {
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "tz")).toBe(true);
}

/** An emergency-work time as shown once the browser told its zone, `hours` from Moscow's (app/ui/ZonedTime.tsx). */
export const withOwnTime = (text: string, hours: number) => `${text} МСК (${shifted(text, hours)} по вашему времени)`;

// Runs the reference upstream in-process (its Worker code in Node, with real local D1/R2 from wrangler's
// getPlatformProxy, on a fresh temporary database) and validates every answer against the contract.
//
// One upstream for the whole contract project: vitest.config.ts runs its files one after another in one worker
// without isolation, so they share this module and the upstream it starts once (starting and seeding take
// seconds). The files therefore share one database, and one rule keeps them independent of their order:
// the demo residents' data (Иванов, Петрова, Сидоров and their accounts, meters, requests, payments) is for
// reading. A test that changes data works on a throwaway resident (`up.newResident()`) with fresh accounts
// from the test hooks (`up.testAccount`, `up.metersAccount`), or puts back what it changed before it ends
// (`finally`). Only where the seeded state is the point and no other file reads it does a file change demo
// data, and says so at its top (polls: Иванов's answers; oss: Петрова's vote; support: Иванов's chat).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { beforeAll, expect } from "vitest";
import { createValidator, fillPath } from "../../scripts/lib/contract.mjs";
import type { UpstreamEnv } from "../../upstream/src/http";

const doc = JSON.parse(readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8"));
const validator = createValidator(doc);

/** Demo residents of the core seed (upstream/src/db/seed.ts), all with the password DEMO_PASSWORD. */
export const IVANOV = "79000000001";
/** Петрова: accessOSS, account 3000001. */
export const PETROVA = "79000000002";
/** Сидоров: no accounts (2000001 with PIN 1111 is his to link). */
export const SIDOROV = "79000000003";
export const DEMO_PASSWORD = "demo1234";

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body. */
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  contentType: string;
  /** Parsed JSON for JSON answers. */
  json: any;
  bytes: Uint8Array;
}

/** What the provider "sent" (the reference upstream's outbox). */
export interface Sent {
  channel: string;
  recipient: string;
  body: string;
}

/** A fresh personal account made by the test hook POST /__test/accounts (upstream/src/test-hooks.ts). */
export interface TestAccountOptions {
  sum?: number;
  sumFine?: number;
  insurance?: number;
  canPayForAll?: boolean;
  invoice?: { displayName: string; debt: number; debtFine: number };
  paymentMode?: "Invoice";
  houseId?: number;
  requests?: {
    denyRequestCreation?: boolean;
    denyRequestCreationMessage?: string;
    houseCantCreateRequests?: boolean;
    hideOnRequestsPage?: boolean;
  };
}

/** Starts the upstream on a fresh temporary database; usually through `useUpstream`, which starts it once. */
export async function startUpstream() {
  const dir = mkdtempSync(join(tmpdir(), "upstream-contract-"));
  const proxy = await getPlatformProxy<UpstreamEnv>({ configPath: "upstream/wrangler.toml", persist: { path: dir } });
  // workerd itself is stopped by miniflare's own exit hook; the database goes with it.
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const worker = (await import("../../upstream/src/index")).default;
  // Calls come as http://upstream, not from localhost: the test hooks answer them only with TEST_HOOKS on.
  const hooksOn = { ...proxy.env, TEST_HOOKS: "on" };

  /**
   * Calls one operation, named as in the contract ("POST /auth/login"), checks that the answer conforms to
   * the documented response for its status, and returns it.
   */
  async function call(operation: string, opts: CallOptions = {}): Promise<CallResult> {
    const [method, template] = operation.split(" ") as [string, string];
    const url = new URL(fillPath(template, opts.params), "http://upstream");
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    const headers = new Headers({ client: "web", ...opts.headers });
    if (opts.token) headers.set("acx", opts.token);
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(opts.body);
    }
    const response = await worker.fetch(new Request(url, { method, headers, body }), hooksOn);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    const json = contentType.includes("json") && bytes.length ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
    const problems = validator.validate(method, template, response.status, contentType, json);
    expect(problems, `${operation} → ${response.status} ${JSON.stringify(json)?.slice(0, 300)}`).toEqual([]);
    return { status: response.status, headers: response.headers, contentType, json, bytes };
  }

  /**
   * Calls the worker WITHOUT contract validation: for what the contract deliberately leaves out (the test hooks
   * under /__test, the simulated payment page). `env` overrides bindings and variables for this call only.
   */
  async function raw(
    method: string,
    path: string,
    init: RequestInit = {},
    env: Partial<UpstreamEnv> = {},
  ): Promise<Response> {
    const request = new Request(new URL(path, "http://upstream"), { ...init, method });
    return worker.fetch(request, { ...hooksOn, ...env });
  }

  /** Logs a demo resident in and returns the token. */
  async function login(phone = IVANOV, password = DEMO_PASSWORD): Promise<string> {
    const res = await call("POST /auth/login", { body: { phone, password } });
    expect(res.status).toBe(200);
    return res.json.acx as string;
  }

  /** The newest outbox message, optionally for one recipient and/or channel. */
  async function lastSent(where: { recipient?: string; channel?: string } = {}): Promise<Sent | null> {
    const filters = Object.entries(where).filter(([, v]) => v !== undefined);
    const sql = `SELECT channel, recipient, body FROM outbox${filters.length ? ` WHERE ${filters.map(([k]) => `${k} = ?`).join(" AND ")}` : ""}`;
    return proxy.env.DB.prepare(`${sql} ORDER BY id DESC LIMIT 1`)
      .bind(...filters.map(([, v]) => v))
      .first<Sent>();
  }

  /** The access code last sent to a phone (SMS, flash call or robot call). */
  async function sentCode(phone: string): Promise<string> {
    const sent = await lastSent({ recipient: phone });
    const code = /(\d{4})\D*$/.exec(sent?.body ?? "")?.[1];
    expect(code, `a code was sent to ${phone}`).toMatch(/^\d{4}$/);
    return code!;
  }

  /** Registers a new resident on a fresh phone through the contract's code flow; returns the credentials. */
  async function registerNewUser(password = "n3w-pass") {
    const phone = newPhone();
    expect((await call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: true } })).json).toEqual({
      isSucceed: true,
    });
    const code = await sentCode(phone);
    expect((await call("POST /Auth/CheckAccessCode", { body: { phone, code } })).json).toEqual({ IsCorrect: true });
    const reg = await call("POST /Auth/RegisterByPhone", {
      body: { fio: "Смирнова Ольга Викторовна", phone, password, code, birthday: "14.03.1985" },
    });
    expect(reg.json).toEqual({ isSucceed: true });
    return { phone, password };
  }

  /** Calls a test hook (`/__test/…`, outside the contract) with a JSON body; returns its JSON answer. */
  async function hook(method: string, path: string, body?: unknown): Promise<any> {
    const init: RequestInit =
      body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
    const res = await raw(method, `/__test${path}`, init);
    expect(res.status, `${method} /__test${path}`).toBe(200);
    return res.json();
  }

  /** A throwaway resident: registered on a fresh phone, logged in, no accounts yet. */
  async function newResident(password = "n3w-pass") {
    const user = await registerNewUser(password);
    return { ...user, token: await login(user.phone, user.password) };
  }

  /** A fresh personal account of the given debts and flags linked to a resident (a throwaway one, never a demo one). */
  async function testAccount(
    phone: string,
    opts: TestAccountOptions = {},
  ): Promise<{ ident: string; accountId: number; invoiceUid: string | null }> {
    const made = await hook("POST", "/accounts", { phone, ...opts });
    expect(made.ident, JSON.stringify(made)).toBeTruthy();
    return made;
  }

  /** A fresh account with copies of the demo meters (unique numbers `<ident>-01`…) linked to a resident; its ident. */
  async function metersAccount(phone: string): Promise<string> {
    return (await hook("POST", "/accounts", { phone, meters: "demo" })).ident;
  }

  /** A user's id by phone, or null when there is no such user. */
  async function userId(phone: string): Promise<number | null> {
    const row = await proxy.env.DB.prepare("SELECT id FROM users WHERE phone = ?").bind(phone).first<{ id: number }>();
    return row?.id ?? null;
  }

  // The worker migrates and seeds on its first request; tests may read the database before calling it. On a
  // busy machine the platform proxy may drop a connection while the seed uploads its files: the seed is
  // idempotent and the worker forgets a failed start, so that one step is tried again (assertions never are).
  for (let attempt = 1; ; attempt++) {
    try {
      await raw("GET", "/");
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
      console.warn(`upstream start failed (attempt ${attempt}), retrying:`, e);
    }
  }

  return {
    call,
    raw,
    login,
    lastSent,
    sentCode,
    registerNewUser,
    newResident,
    testAccount,
    metersAccount,
    hook,
    userId,
    env: proxy.env,
    dispose: () => proxy.dispose(),
  };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;

// The one upstream of this worker: started by the first file that needs it, kept until the worker exits.
let shared: Promise<Upstream> | null = null;
function sharedUpstream(): Promise<Upstream> {
  shared ??= startUpstream().catch((e) => {
    shared = null;
    throw e;
  });
  return shared;
}

/**
 * A file's upstream, shared with the other files of the run (see the top of this file), with a token for each
 * named resident (`{ ivanov: IVANOV }` gives `tokens.ivanov`) logged in before the file's tests. Both objects
 * are filled in once the upstream runs, so use them inside tests, hooks and helpers only.
 */
export function useUpstream<const R extends Record<string, string> = {}>(
  residents?: R,
): { up: Upstream; tokens: { readonly [K in keyof R]: string } } {
  const up = {} as Upstream;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(up, await sharedUpstream());
    for (const [name, phone] of Object.entries(residents ?? {})) tokens[name] = await up.login(phone);
  }, 60_000);
  return { up, tokens: tokens as { readonly [K in keyof R]: string } };
}

// Registration rules are per phone, so tests that register use phones nobody used before: 7955 and seven
// digits counting up from a start that differs between runs (the files share this counter and the database).
let nextPhone = Date.now() % 5_000_000;
export const newPhone = () => `7955${String(nextPhone++ % 10_000_000).padStart(7, "0")}`;

// Access codes of open requests that tests give their own requests: six digits, never a demo one (123456).
let nextCode = 700_000;
export const newAccessCode = () => String(nextCode++);

/** A multipart body: text fields and, optionally, one `file` part. */
export function fileForm(
  fields: Record<string, string | number>,
  file?: { name: string; type: string; bytes: Uint8Array | string },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) form.append("file", new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return form;
}

/** UTF-8 text of an answer's bytes. */
export const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

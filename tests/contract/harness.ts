// Runs the reference upstream in-process (its Worker code in Node, with real local D1/R2 from wrangler's
// getPlatformProxy, on a fresh temporary database) and validates every answer against the contract.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { afterAll, beforeAll, expect } from "vitest";
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

export async function startUpstream() {
  const dir = mkdtempSync(join(tmpdir(), "upstream-contract-"));
  const proxy = await getPlatformProxy<UpstreamEnv>({ configPath: "upstream/wrangler.toml", persist: { path: dir } });
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
  async function raw(method: string, path: string, init: RequestInit = {}, env: Partial<UpstreamEnv> = {}): Promise<Response> {
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
    expect((await call("POST /Auth/RequestAccessCode", { body: { phone, dontCheck: true } })).json).toEqual({ isSucceed: true });
    const code = await sentCode(phone);
    expect((await call("POST /Auth/CheckAccessCode", { body: { phone, code } })).json).toEqual({ IsCorrect: true });
    const reg = await call("POST /Auth/RegisterByPhone", {
      body: { fio: "Смирнова Ольга Викторовна", phone, password, code, birthday: "14.03.1985" },
    });
    expect(reg.json).toEqual({ isSucceed: true });
    return { phone, password };
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

  return { call, raw, login, lastSent, sentCode, registerNewUser, userId, env: proxy.env, dispose: () => proxy.dispose() };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;

/**
 * A file's upstream: started on a fresh database before its tests, with a token for each named resident
 * (`{ ivanov: IVANOV }` gives `tokens.ivanov`), and disposed of after them. Both objects are filled in once the
 * upstream runs, so use them inside tests, hooks and helpers only.
 */
export function useUpstream<const R extends Record<string, string> = {}>(
  residents?: R,
): { up: Upstream; tokens: { readonly [K in keyof R]: string } } {
  const up = {} as Upstream;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(up, await startUpstream());
    for (const [name, phone] of Object.entries(residents ?? {})) tokens[name] = await up.login(phone);
  }, 60_000);
  afterAll(() => up.dispose?.());
  return { up, tokens: tokens as { readonly [K in keyof R]: string } };
}

// Registration rules are per phone, so tests that register use phones nobody used before.
let nextPhone = 0;
export const newPhone = () => `7955${String(Date.now()).slice(-5)}${String(nextPhone++).padStart(2, "0")}`;

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

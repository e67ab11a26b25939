// Runs the reference upstream in-process (its Worker code in Node, with real local D1/R2 from wrangler's
// getPlatformProxy, on a fresh temporary database) and validates every answer against the contract.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { expect } from "vitest";
import { createValidator, fillPath } from "../../scripts/lib/contract.mjs";
import type { UpstreamEnv } from "../../upstream/src/http";

const doc = JSON.parse(readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8"));
const validator = createValidator(doc);

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

export async function startUpstream() {
  const dir = mkdtempSync(join(tmpdir(), "upstream-contract-"));
  const proxy = await getPlatformProxy<UpstreamEnv>({ configPath: "upstream/wrangler.toml", persist: { path: dir } });
  const worker = (await import("../../upstream/src/index")).default;

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
    const response = await worker.fetch(new Request(url, { method, headers, body }), proxy.env);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    const json = contentType.includes("json") && bytes.length ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
    const problems = validator.validate(method, template, response.status, contentType, json);
    expect(problems, `${operation} → ${response.status} ${JSON.stringify(json)?.slice(0, 300)}`).toEqual([]);
    return { status: response.status, headers: response.headers, contentType, json, bytes };
  }

  /** Logs a demo resident in and returns the token. */
  async function login(phone = "79000000001", password = "demo1234"): Promise<string> {
    const res = await call("POST /auth/login", { body: { phone, password } });
    expect(res.status).toBe(200);
    return res.json.acx as string;
  }

  return { call, login, env: proxy.env, dispose: () => proxy.dispose() };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;

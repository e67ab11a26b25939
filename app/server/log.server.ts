// Security events as structured lines (issue 32 item 8): one JSON object per line on the console, which Workers
// Logs and `wrangler tail` keep. A phone, a login or a client address never appears in clear: a subject is named
// by its kind and a keyed hash (HMAC-SHA-256 under SESSION_SECRET, 12 hex digits), so the lines of one phone can
// be followed without the phone being readable, and nobody without the secret can test a guess against them.
import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "../context";

export type SecurityEvent =
  | "login_failed"
  | "limit_hit"
  | "code_sent"
  | "code_send_refused"
  | "code_wrong"
  | "code_correct"
  | "registered"
  | "cross_site_refused"
  | "logged_out"
  | "signed_out_everywhere"
  | "ended_session_used";

type Field = string | number | boolean | null;

/** Where lines go (the console in the Worker; a list in the unit tests). */
export type LogSink = (line: string) => void;

const encoder = new TextEncoder();

/** A subject ("phone:7900…", "client:…", "resident:…") as its kind and a keyed hash of the whole. */
export async function pseudonym(secret: string, subject: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret || "unset"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(subject)));
  const hex = [...mac.slice(0, 6)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const kind = subject.includes(":") ? subject.slice(0, subject.indexOf(":")) : "subject";
  return `${kind}:${hex}`;
}

/**
 * Writes one security event: `fields` are the portal's own words and numbers (a log name, a path, a status);
 * `subjects` are the people or clients it concerns, written only as pseudonyms.
 */
export async function logSecurity(
  secret: string | undefined,
  event: SecurityEvent,
  fields: Record<string, Field> = {},
  subjects: readonly string[] = [],
  sink: LogSink = console.log,
): Promise<void> {
  const who = await Promise.all(subjects.map((s) => pseudonym(secret ?? "", s)));
  sink(
    JSON.stringify({ level: "info", kind: "security", event, ...fields, subjects: who, at: new Date().toISOString() }),
  );
}

/** `logSecurity` for a request: the secret from the Worker's environment. */
export function securityLog(
  context: Readonly<RouterContextProvider>,
  event: SecurityEvent,
  fields: Record<string, Field> = {},
  subjects: readonly string[] = [],
): Promise<void> {
  const env = context.get(cloudflareContext).env as { SESSION_SECRET?: string };
  return logSecurity(env.SESSION_SECRET, event, fields, subjects);
}

import type { BackoffRule, Rule, WindowRule } from "./limits";

// The numbers of every abuse limit in one table; why these, and what they allow an attacker per day, month and
// year: docs/decisions/0017-abuse-limits.md. A subject is what a log is kept for: a phone, a client (the real
// client address, ./client.ts), a resident (their login) or an access code.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const window = (log: string, limit: number, windowSeconds: number): WindowRule => ({
  kind: "window",
  log,
  limit,
  windowSeconds,
});
const backoff = (log: string, b: Omit<BackoffRule, "kind" | "log">): BackoffRule => ({ kind: "backoff", log, ...b });

export const POLICY = {
  /** Code sends (flash call, robot call, SMS) to one phone: the victim's worst case is 5 a day. */
  sendsPerPhone: [window("send", 3, 10 * MINUTE), window("send", 5, DAY)],
  /** Code sends asked by one client, whatever the phones. */
  sendsPerClient: [window("send", 3, 10 * MINUTE), window("send", 20, DAY)],
  /**
   * Sends the provider refused (its resend lock, its own limits): not counted as sends (nothing went out), but
   * counted, so refused attempts cannot reach the provider without end (issue 32 item 6). Per phone and client.
   */
  refusedSendsPerPhone: [window("send_refused", 10, DAY)],
  refusedSendsPerClient: [window("send_refused", 20, DAY)],
  /**
   * Wrong codes for one phone, across sends: 5 a day, and from the 3rd in a row a pause from 1 minute doubling
   * up to a day, remembered for 30 days; a correct code clears them.
   */
  wrongCodesPerPhone: [
    window("code_wrong", 5, DAY),
    backoff("code_wrong", { free: 3, firstWaitSeconds: MINUTE, maxWaitSeconds: DAY, memorySeconds: 30 * DAY }),
  ],
  /** Wrong codes entered by one client, whatever the phones. */
  wrongCodesPerClient: [window("code_wrong", 20, DAY)],
  /** Failed logins of one phone: 5 free, then 30 s, 1, 2, 4 … 32 min, then an hour each; a success clears them. */
  loginPerPhone: [backoff("login_fail", { free: 5, firstWaitSeconds: 30, maxWaitSeconds: HOUR, memorySeconds: DAY })],
  /** Failed logins from one client, whatever the phones (many people may share an address); only time clears them. */
  loginPerClient: [
    backoff("login_fail", { free: 20, firstWaitSeconds: 30, maxWaitSeconds: 15 * MINUTE, memorySeconds: DAY }),
  ],
  /** Anonymous lookups by a code (/rc, open polls) from one client: every lookup, and the codes not found. */
  lookupsPerClient: [window("lookup", 120, 10 * MINUTE), window("miss", 10, HOUR), window("miss", 30, DAY)],
  /** New requests of one resident. */
  requestsPerResident: [window("request", 20, HOUR)],
  /** Chat messages (text or file) of one resident, or on one access code, or of one support device. */
  messagesPerResident: [window("message", 60, 10 * MINUTE)],
  /** Support chat messages of visitors (no login) from one client, whatever their devices (issue 32 item 2). */
  visitorMessagesPerClient: [window("message", 60, 10 * MINUTE), window("message", 300, DAY)],
  /** Support devices registered for visitors from one client. */
  devicesPerClient: [window("device", 3, HOUR), window("device", 10, DAY)],
  /** Contact-support appeals (each a mail to the support mailbox) from one client, signed in or not. */
  appealsPerClient: [window("appeal", 5, HOUR), window("appeal", 20, DAY)],
} as const satisfies Record<string, readonly Rule[]>;

export type PolicyName = keyof typeof POLICY;

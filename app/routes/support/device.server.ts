import { cloudflareContext } from "~/context";
import { SessionCookie } from "~/session/cookie-storage.server";
import type { Context } from "~/server/context.server";

// The support chat's device (§3 "a device id obtained at first start", §7 RegisterNewDevice) and, without
// login, the phone the visitor gave: kept in a sealed HttpOnly cookie (the session's sealing and secrets,
// `__Host-` where Secure), so the chat is the same on the next visit, the device id (a random secret the
// provider checks) never reaches a script, and a forged or edited cookie is no device. It lasts 30 days from the
// last visit: a support conversation, not years (issue 32 item 2).

const NAMES = { host: "__Host-support", plain: "support" };
const THIRTY_DAYS = 30 * 24 * 3600;

export interface SupportDevice {
  device: string | null;
  phone: string | null;
}

const cookieFor = (context: Context, request: Request) =>
  SessionCookie.for(context.get(cloudflareContext).env, request, NAMES);

const clean = (value: unknown, pattern: RegExp) => (typeof value === "string" && pattern.test(value) ? value : null);

/** What the cookie holds; anything that does not open, or does not read as a device and phone, is neither. */
export async function readDevice(context: Context, request: Request): Promise<SupportDevice> {
  const sealed = await cookieFor(context, request).read<Record<string, unknown>>(request.headers.get("Cookie"));
  const raw = sealed?.data;
  return { device: clean(raw?.device, /^[\w-]{8,64}$/), phone: clean(raw?.phone, /^\d{11,15}$/) };
}

/** The Set-Cookie header for `value`. */
export function writeDevice(context: Context, request: Request, value: SupportDevice): Promise<string> {
  return cookieFor(context, request).write({ data: value, seen: Date.now() }, THIRTY_DAYS);
}

import { createCookie } from "react-router";
import { isLocalRequest } from "~/domain/security/local";

// The support chat's device (§3 "a device id obtained at first start", §7 RegisterNewDevice) and, without
// login, the phone the visitor gave: kept in a long-lived HttpOnly cookie, so the chat is the same on the next
// visit and the device id (a random secret the provider checks) never reaches a script.

const NAME = "support";
const TWO_YEARS = 2 * 365 * 24 * 3600;

export interface SupportDevice {
  device: string | null;
  phone: string | null;
}

// Secure everywhere but plain-http localhost, where a browser would drop a Secure cookie (as the session's).
const cookieFor = (request: Request) =>
  createCookie(NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
    maxAge: TWO_YEARS,
  });

const clean = (value: unknown, pattern: RegExp) => (typeof value === "string" && pattern.test(value) ? value : null);

/** What the cookie holds; anything unreadable or forged is no device and no phone. */
export async function readDevice(request: Request): Promise<SupportDevice> {
  const raw = (await cookieFor(request).parse(request.headers.get("Cookie"))) as Record<string, unknown> | null;
  return { device: clean(raw?.device, /^[\w-]{8,64}$/), phone: clean(raw?.phone, /^\d{11,15}$/) };
}

/** The Set-Cookie header for `value`. */
export function writeDevice(request: Request, value: SupportDevice): Promise<string> {
  return cookieFor(request).serialize(value);
}

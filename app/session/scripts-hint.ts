// Whether the browser runs the portal's scripts, as it told us last time (app/api/streaming.server.ts reads
// it). Not a secret and not a preference: a session cookie with no other meaning, set by the script itself.

export const SCRIPTS_COOKIE = "scripts";

/**
 * The browser's IANA time zone, for times shown in the resident's zone (emergency works, §9; read by
 * app/server/time-zone.server.ts). Set by the app's own bundle after hydration of a page that shows such times, not
 * by an inline script, so the CSP (decision 0016) has nothing new to allow; without JS it is never set and times say «МСК».
 */
export const TIME_ZONE_COOKIE = "tz";

const setCookie = (name: string, value: string) => {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax${secure}`;
};

/** Called once the app has hydrated. */
export function rememberScripts(): void {
  if (!document.cookie.split("; ").includes(`${SCRIPTS_COOKIE}=on`)) setCookie(SCRIPTS_COOKIE, "on");
}

/**
 * Called where a page shows zoned times (useZonedTime), not on every page. Asked in a worker: the browser's first
 * Intl object loads its locale data, about 60 ms (250 on a throttled phone) in one task, which on the page's own
 * thread was its longest task after hydration (issue 29's Lighthouse run of /home).
 */
export function rememberTimeZone(): void {
  const worker = new Worker(new URL("./time-zone.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }: MessageEvent<string>) => {
    worker.terminate();
    const zone = encodeURIComponent(data);
    if (zone && !document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${zone}`)) setCookie(TIME_ZONE_COOKIE, zone);
  };
}

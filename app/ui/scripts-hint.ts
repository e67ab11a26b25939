// Whether the browser runs the portal's scripts, as it told us last time (app/api/streaming.server.ts reads
// it). Not a secret and not a preference: a session cookie with no other meaning, set by the script itself.

export const SCRIPTS_COOKIE = "scripts";

/** Called once the app has hydrated. */
export function rememberScripts(): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  if (!document.cookie.split("; ").includes(`${SCRIPTS_COOKIE}=on`)) document.cookie = `${SCRIPTS_COOKIE}=on; Path=/; SameSite=Lax${secure}`;
}

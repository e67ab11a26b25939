const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A request to the portal on this machine (a dev run or a test run). On Cloudflare's edge the hostname is the
 * deployment's, so a visitor can never appear local.
 */
export function isLocalRequest(request: Request): boolean {
  return LOCAL_HOSTS.has(new URL(request.url).hostname);
}

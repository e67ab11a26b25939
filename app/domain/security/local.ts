// Loopback hostnames. A request to one of them comes from a developer's machine or a test run; on Cloudflare's
// edge the hostname is the deployment's, so a visitor of a deployed portal never looks local.
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLocalUrl = (url: string | URL) => LOOPBACK.has(new URL(url).hostname);

export const isLocalRequest = (request: Request) => isLocalUrl(request.url);

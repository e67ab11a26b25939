// Who a client is, for the per-client limits (docs/decisions/0017). Behind Cloudflare's edge (every deployed
// Worker) the edge writes CF-Connecting-IP itself, overwriting whatever the client sent, so there it is the
// real address. Under the test switch (TEST_HOOKS: vite dev/preview, tests; there is no edge) the header is
// whatever the client sent and is never read; every visitor is one client, a browser test's scope its own.

/**
 * An address as a limit subject. An IPv6 client usually holds a whole /64 and can pick any address in it, so
 * it counts by its /64; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressSubject(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}

export interface ClientSource {
  /** The test switch is on (a local run, no edge in front). */
  testing: boolean;
  /** A browser test's scope (accepted under the test switch only), so each test is its own client. */
  testScope: string | null;
  /** CF-Connecting-IP as it arrived. */
  connectingIp: string | null;
}

/** The per-client subject: the edge's address when deployed, a fixed local key (per test scope) under the switch. */
export function clientSubject({ testing, testScope, connectingIp }: ClientSource): string {
  if (testing) return testScope ? `local:${testScope}` : "local";
  const ip = connectingIp?.trim();
  // Every deployed request has the header; without it all such requests share one (strict) allowance.
  return ip ? `ip:${addressSubject(ip)}` : "ip:unknown";
}

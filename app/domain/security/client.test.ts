import { describe, expect, it } from "vitest";
import { addressSubject, clientSubject } from "./client";

describe("addressSubject", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 one as IPv4", () => {
    expect(addressSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(addressSubject(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(addressSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const table: Array<[string, string]> = [
      ["2001:db8:85a3:1:8a2e:370:7334:1", "2001:db8:85a3:1::/64"],
      ["2001:0DB8:85A3:0001:ffff:ffff:ffff:ffff", "2001:db8:85a3:1::/64"],
      ["2001:db8::1", "2001:db8:0:0::/64"],
      ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
      ["::1", "0:0:0:0::/64"],
    ];
    for (const [ip, subject] of table) expect(addressSubject(ip), ip).toBe(subject);
  });
});

describe("clientSubject", () => {
  it("deployed: the address the edge set", () => {
    expect(clientSubject({ testing: false, testScope: null, connectingIp: "203.0.113.7" })).toBe("ip:203.0.113.7");
    expect(clientSubject({ testing: false, testScope: null, connectingIp: null })).toBe("ip:unknown");
  });

  it("under the test switch: one fixed key (per test scope), whatever CF-Connecting-IP says", () => {
    for (const connectingIp of [null, "203.0.113.7", "198.51.100.1"]) {
      expect(clientSubject({ testing: true, testScope: null, connectingIp })).toBe("local");
      expect(clientSubject({ testing: true, testScope: "e2e-1", connectingIp })).toBe("local:e2e-1");
    }
  });
});

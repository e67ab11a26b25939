import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./cross-site";

const url = "https://portal.example/login";
const h = (init: Record<string, string>) => new Headers(init);

describe("isCrossSiteWrite", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite("GET", url, h({ Origin: "https://evil.example" }))).toBe(false);
  });
  it("accepts same-origin posts", () => {
    expect(isCrossSiteWrite("POST", url, h({ Origin: "https://portal.example" }))).toBe(false);
    expect(isCrossSiteWrite("POST", url, h({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  });
  it("rejects a foreign or null Origin", () => {
    expect(isCrossSiteWrite("POST", url, h({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite("POST", url, h({ Origin: "http://portal.example" }))).toBe(true);
    expect(isCrossSiteWrite("POST", url, h({ Origin: "null" }))).toBe(true);
  });
  it("rejects posts without Origin but with a foreign Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite("POST", url, h({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite("POST", url, h({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(isCrossSiteWrite("DELETE", url, h({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
  });
});

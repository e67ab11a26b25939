import { describe, expect, it } from "vitest";
import { bannerHiddenOn, bannerStore } from "./banner";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36";
const links = { android: "https://play.example/app", ios: "https://apps.example/app" };

describe("mobile banner", () => {
  it("offers a phone its own store", () => {
    expect(bannerStore(IPHONE, false, links)).toEqual({ platform: "ios", href: links.ios });
    expect(bannerStore(ANDROID, false, links)).toEqual({ platform: "android", href: links.android });
  });
  it("is never shown on a desktop, once dismissed, or without the platform's link", () => {
    expect(bannerStore(DESKTOP, false, links)).toBeNull();
    expect(bannerStore(IPHONE, true, links)).toBeNull();
    expect(bannerStore(IPHONE, false, { ...links, ios: null })).toBeNull();
  });
  it("stays off the app page and the embedded pages", () => {
    expect(["/mp", "/ag", "/triniti", "/payment-invoice/x"].map(bannerHiddenOn)).toEqual([true, true, true, true]);
    expect(["/home", "/login", "/mpx", "/support"].map(bannerHiddenOn)).toEqual([false, false, false, false]);
  });
});

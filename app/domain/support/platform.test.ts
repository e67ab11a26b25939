import { describe, expect, it } from "vitest";
import { osOf, phonePlatform, storePlatform } from "./platform";

const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("platform by user agent", () => {
  it("knows Android and iOS phones, and nothing else, for the banner", () => {
    expect(phonePlatform(ANDROID_PHONE)).toBe("android");
    expect(phonePlatform(IPHONE)).toBe("ios");
    expect(phonePlatform(ANDROID_TABLET)).toBeNull();
    expect(phonePlatform(IPAD)).toBeNull();
    expect(phonePlatform(DESKTOP)).toBeNull();
    expect(phonePlatform(null)).toBeNull();
  });
  it("offers a tablet its store too on the app page", () => {
    expect(storePlatform(ANDROID_TABLET)).toBe("android");
    expect(storePlatform(IPAD)).toBe("ios");
    expect(storePlatform(WINDOWS)).toBeNull();
  });
  it("names the operating system for the operator", () => {
    expect([ANDROID_PHONE, IPHONE, WINDOWS, DESKTOP, "curl/8"].map(osOf)).toEqual([
      "Android",
      "iOS",
      "Windows",
      "Linux",
      "unknown",
    ]);
  });
});

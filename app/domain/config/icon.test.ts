import { describe, expect, it } from "vitest";
import { iconSource } from "./icon";

describe("iconSource (the provider's icon for /favicon.ico)", () => {
  const base = "https://api.provider.example/api";
  it.each([
    ["https://cdn.provider.example/icon.png", { url: "https://cdn.provider.example/icon.png", viaUpstream: false }],
    ["http://cdn.provider.example/i.ico", { url: "http://cdn.provider.example/i.ico", viaUpstream: false }],
    ["/Files/icon.png", { url: "https://api.provider.example/api/Files/icon.png", viaUpstream: true }],
    ["Files/icon.png", { url: "https://api.provider.example/api/Files/icon.png", viaUpstream: true }],
    ["  /icon.png  ", { url: "https://api.provider.example/api/icon.png", viaUpstream: true }],
  ])("%s is fetched from %o", (setting, expected) => {
    expect(iconSource(setting, base)).toEqual(expected);
  });

  it.each([
    null,
    undefined,
    42,
    "",
    "   ",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "file:///etc/passwd",
    "//evil.example/x.png",
    "x".repeat(2049),
    "https://",
  ])("%s means no icon", (setting) => {
    expect(iconSource(setting, base)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirectPath, withFragment } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/home")).toBe("/home");
    expect(safeRedirectPath("/requests/5?x=1")).toBe("/requests/5?x=1");
  });
  it("keeps a path of the login form's limit, not a longer one", () => {
    const path = (n: number) => `/requests?q=${"x".repeat(n - 12)}`;
    expect(safeRedirectPath(path(512), "/fallback")).toBe(path(512));
    expect(safeRedirectPath(path(513), "/fallback")).toBe("/fallback");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "home", "", "/a\nb", null, 42])(
    "falls back for %s",
    (value) => {
      expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
    },
  );
});

describe("withFragment", () => {
  it("carries a plain fragment to the page after login", () => {
    expect(withFragment("/payment", "#paymentSuccess")).toBe("/payment#paymentSuccess");
    expect(withFragment("/payment?tab=history", "#paymentFail")).toBe("/payment?tab=history#paymentFail");
    expect(withFragment("/payment#old", "#paymentFail")).toBe("/payment#paymentFail");
  });
  it.each(["", "#", "paymentSuccess", "#a b", "#<script>", `#${"x".repeat(65)}`, null, undefined, 7])(
    "drops %s",
    (fragment) => {
      expect(withFragment("/payment", fragment)).toBe("/payment");
    },
  );
});

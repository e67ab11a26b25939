import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

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

import { describe, expect, it } from "vitest";
import { NOTICE_MS, shownFor } from "./notice";

describe("how long a notice shows (§8, §9)", () => {
  it("a success or an info 6 s, an error until dismissed, a time the spec gives as given", () => {
    expect(NOTICE_MS).toBe(6_000);
    expect(shownFor({ kind: "success", key: "profile.data_updated_successfully" })).toBe(6_000);
    expect(shownFor({ kind: "info", key: "notices.logged_out" })).toBe(6_000);
    expect(shownFor({ kind: "error", key: "errors.generic" })).toBeNull();
    expect(shownFor({ kind: "error", key: "payment.payment_failed", ms: 6_000 })).toBe(6_000);
  });
});

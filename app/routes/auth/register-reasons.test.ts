import { describe, expect, it } from "vitest";
import { detailsReasons } from "./register.server";

// Step 1's reasons as the loader reads them for the form it renders: what the browser shows at hydration before
// its own checks arrive (useSubmitRule's `initial`), so they must be the schema's own issues for those values.
describe("step 1: why Next is disabled, as the form is rendered", () => {
  it("an empty form: phone, fio and consent each have their reason", () => {
    const reasons = detailsReasons(false, { phone: "", fio: "", birthday: "", consent: false });
    expect(Object.keys(reasons).sort()).toEqual(["consent", "fio", "phone"]);
    expect(reasons.consent).toEqual(["registration.consent_required"]);
  });
  it("a form coming back from step 2 (all filled, consent given): none", () => {
    expect(detailsReasons(false, { phone: "9001234567", fio: "Иванов Иван", birthday: "", consent: true })).toEqual({});
  });
  it("a prefilled phone (?phone=) leaves fio and consent", () => {
    expect(
      Object.keys(detailsReasons(false, { phone: "9001234567", fio: "", birthday: "", consent: false })).sort(),
    ).toEqual(["consent", "fio"]);
  });
  it("the birth date when the settings ask for it", () => {
    expect(
      detailsReasons(true, { phone: "9001234567", fio: "Иванов Иван", birthday: "", consent: true }),
    ).toHaveProperty("birthday");
  });
});

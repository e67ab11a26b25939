import { describe, expect, it } from "vitest";
import { withoutUnusedVars } from "../../scripts/lib/unused-vars.mjs";

// The tokens Panda writes that no rule reads go before the sheet is inlined into every page (decision 0028).
describe("withoutUnusedVars", () => {
  it("keeps a custom property a rule reads and drops one nothing reads", () => {
    const css = ":where(:root){--colors-text:#111;--colors-rose-50:#fff1f2}.c_text{color:var(--colors-text)}";
    expect(withoutUnusedVars(css)).toBe(":where(:root){--colors-text:#111}.c_text{color:var(--colors-text)}");
  });

  it("keeps a token another kept token reads, and drops a chain no rule reaches", () => {
    const css =
      ":root{--palette-blue:#1f6fb2;--brand:var(--palette-blue);--palette-red:#d64545;--danger:var(--palette-red)}" +
      ".bg_brand{background:var(--brand)}";
    expect(withoutUnusedVars(css)).toBe(
      ":root{--palette-blue:#1f6fb2;--brand:var(--palette-blue)}.bg_brand{background:var(--brand)}",
    );
  });

  it("counts a read inside a fallback, a layer and a media query, and removes rules left empty", () => {
    const css =
      "@layer tokens{:root{--a:1px;--b:2px}[data-theme=x]{--unused:0}}" +
      "@media (width>=40rem){.p{padding:var(--x, var(--b))}}";
    expect(withoutUnusedVars(css)).toBe(
      "@layer tokens{:root{--b:2px}}@media (width>=40rem){.p{padding:var(--x, var(--b))}}",
    );
  });

  it("leaves a property read but declared nowhere in the sheet alone (the root's --brand)", () => {
    const css = ".bg{background:var(--brand, #1f6fb2)}";
    expect(withoutUnusedVars(css)).toBe(css);
  });
});

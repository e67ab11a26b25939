import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserRecipe,
  liteCreateRecipe,
  loadStyled,
  staticCalls,
  type Styled,
} from "../../scripts/lib/panda-static.mjs";

// The build replaces Panda's runtime (decision 0019); the class names must be exactly those the full runtime
// gives, or the CSS Panda generated would not match, and the server's markup would differ from the browser's.
const ROOT = join(import.meta.dirname, "../..");
type Recipe = ((props?: Record<string, unknown>) => unknown) & { variantMap?: Record<string, string[]> };

let styled: Styled;
let lite: Record<string, Recipe>;
let dir: string;

beforeAll(async () => {
  styled = await loadStyled(ROOT);
  // The browser's styled-system: a copy with the small create-recipe, each recipe one call of it with its
  // compound variants computed
  dir = mkdtempSync(join(tmpdir(), "panda-static-"));
  cpSync(join(ROOT, "styled-system"), dir, { recursive: true });
  writeFileSync(join(dir, "recipes/create-recipe.mjs"), liteCreateRecipe());
  for (const file of readdirSync(join(dir, "recipes")).filter((f) => f.endsWith(".mjs") && f !== "create-recipe.mjs")) {
    const path = join(dir, "recipes", file);
    if (file !== "index.mjs") writeFileSync(path, browserRecipe(readFileSync(path, "utf8"), path, styled.css.css).code);
  }
  lite = await import(pathToFileURL(join(dir, "recipes/index.mjs")).href);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every combination of each variant's values, and each variant left out
function combinations(variantMap: Record<string, string[]>): Record<string, unknown>[] {
  return Object.entries(variantMap).reduce<Record<string, unknown>[]>(
    (all, [key, values]) =>
      all.flatMap((props) =>
        [undefined, ...values.map((v) => (v === "true" ? true : v === "false" ? false : v))].map((v) => ({
          ...props,
          [key]: v,
        })),
      ),
    [{}],
  );
}

describe("the browser's recipes", () => {
  it("give every recipe's class names for every combination of its variants, as Panda's runtime does", () => {
    const recipes = Object.entries(styled.recipes as Record<string, Recipe>).filter(([, r]) => typeof r === "function");
    expect(recipes.length).toBeGreaterThan(20);
    let compared = 0;
    for (const [name, real] of recipes) {
      for (const props of combinations(real.variantMap ?? {})) {
        expect([name, lite[name]!(props)]).toEqual([name, real(props)]);
        compared++;
      }
      expect([name, lite[name]!()]).toEqual([name, real()]);
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("keep a compound variant's class names (the badge's tone by variant)", () => {
    const solid = lite.badge!({ variant: "solid", tone: "danger" }) as string;
    expect(solid).toContain("badge--tone_danger");
    expect(solid.split(" ").length).toBeGreaterThan(4);
  });
});

describe("calls with literal arguments", () => {
  const source = `import { css, cx } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { button, badge, table } from "styled-system/recipes";
export const a = css({ display: "grid", gap: "4", md: { gap: "6" } });
export const b = cx(button({ variant: open ? "primary" : "ghost", size: "sm" }), visuallyHidden());
export const c = badge({ tone });
export const d = table();
`;

  it("become their class names, with a conditional split into its two results", () => {
    const out = staticCalls(source, "/app/x.tsx", styled)!.code;
    expect(out).toContain(
      `export const a = ${JSON.stringify(styled.css.css({ display: "grid", gap: "4", md: { gap: "6" } }))};`,
    );
    const recipes = styled.recipes as Record<string, Recipe>;
    const [primary, ghost] = ["primary", "ghost"].map((variant) =>
      JSON.stringify(recipes.button!({ variant, size: "sm" })),
    );
    expect(out).toContain(`(open ? ${primary} : ${ghost})`);
    expect(out).toContain(`export const d = (${JSON.stringify(recipes.table!())});`);
    expect(out).toContain("badge({ tone })");
    // what is left is imported; what is not is gone, so css.mjs and the patterns stay out of the bundle
    expect(out).toMatch(/import \{\s*cx\s*\} from "styled-system\/css";/);
    expect(out).toMatch(/import \{\s*badge,?\s*\} from "styled-system\/recipes";/);
    expect(out).not.toContain("styled-system/patterns");
  });

  it("refuse a css() or a pattern whose values are known only at run time, and cva (either would ship Panda's runtime)", () => {
    expect(() =>
      staticCalls(
        `import { css } from "styled-system/css";\nexport const a = css({ w: width });\n`,
        "/app/y.tsx",
        styled,
      ),
    ).toThrow(/css\(\) with values known only at run time/);
    expect(() =>
      staticCalls(
        `import { visuallyHidden } from "styled-system/patterns";\nexport const a = visuallyHidden({ p: pad });\n`,
        "/app/p.tsx",
        styled,
      ),
    ).toThrow(/pattern with values known only at run time/);
    expect(() =>
      staticCalls(
        `import { cva } from "styled-system/css";\nexport const a = cva({ base: { p: "2" } });\n`,
        "/app/z.tsx",
        styled,
      ),
    ).toThrow(/needs Panda's runtime/);
  });
});

import AxeBuilder from "@axe-core/playwright";
import axeCore, { type AxeResults, type RunOptions } from "axe-core";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { NAMESPACES } from "../../app/i18n/namespaces";
import { ROWS } from "./a11y/rows";
import type { Lang } from "./a11y/kit";
import { BASE_URL } from "./base-url";
import {
  expect,
  expectNoPolicyViolations,
  hooks,
  JS_ONLY,
  jsEnabled,
  loginOn,
  NOJS_ONLY,
  policyViolations,
  residentsOf,
  SCOPE_HEADER,
  test as base,
} from "./fixtures";

// Accessibility, checked once per screen state (the rows of ./a11y/*.ts), with JS and without, in ru and en
// (see `languages`). Flows elsewhere do not run axe. Each row is one test that brings its state about and checks it in
// each of its languages. The browser context is made once per worker and only its cookies and scope header
// change between tests. axe needs scripts in the page: in the nojs project that context runs scripts but blocks
// the app's own, and the app's stylesheet (in the document, decision 0028) gets its `@media (scripting)` rules
// as a scriptless browser applies them (`asWithoutScripts`), so axe sees the document a resident without JS gets.

const test = base.extend<{ target: Page }, { checkContext: BrowserContext }>({
  checkContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: true, locale: "ru-RU", baseURL: BASE_URL });
      if (workerInfo.project.name === "nojs") {
        await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
        await context.route(() => true, asWithoutScripts);
      }
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  target: async ({ checkContext, scope }, use) => {
    await checkContext.clearCookies();
    await checkContext.setExtraHTTPHeaders({ [SCOPE_HEADER]: scope });
    const target = await checkContext.newPage();
    const violations = policyViolations(target);
    await use(target);
    await target.close();
    expectNoPolicyViolations(violations);
  },
});

/**
 * The app's stylesheet as a browser without scripts applies it. This context runs scripts (axe needs them), so
 * `@media (scripting: none)` would not match and `(scripting: enabled)` would: the controls only a scriptless
 * resident gets (the `noJsOnly()` recipe: "show the options" buttons) would be hidden from axe and the JS-only
 * ones (`jsOnly()`: a disabled button's hint) shown, unlike the document such a resident has. Chromium's media
 * emulation (CDP Emulation.setEmulatedMedia) does not know `scripting`, so each `@media` prelude of a document's
 * `<style>` elements is rewritten as the document arrives: `(scripting:none)` becomes a condition always true,
 * `(scripting:enabled)` one never true. Conditions, not `all` / `not all`, because a prelude may go on
 * (`(scripting:enabled) and (width<=1199.98px)`), and `not` would negate all of it. Only preludes: a class name
 * may spell a media query too (`.\[\@media_\(scripting…`). The spec checks that it took (`expectScriptlessStyles`).
 */
async function asWithoutScripts(route: Route) {
  if (route.request().resourceType() !== "document") return route.fallback();
  // A redirect goes back to the browser as it came, so the page it leads to is a document of its own.
  const response = await route.fetch({ maxRedirects: 0 });
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return route.fulfill({ response });
  const html = (await response.text()).replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) =>
      open +
      css.replace(/(?<!\\)@media[^{]*\{/g, (prelude) =>
        prelude
          .replace(/\(\s*scripting\s*:\s*none\s*\)/g, "(width>=0)")
          .replace(/\(\s*scripting\s*:\s*enabled\s*\)/g, "(not (width>=0))"),
      ) +
      close,
  );
  await route.fulfill({ response, body: html });
}

/**
 * The page's controls of one mode are shown as that mode's browser shows them: `.js-only` hidden without JS,
 * `.no-js-only` hidden with it (each recipe's own rule; other rules may hide them too, so only the hidden ones
 * are asserted).
 */
async function expectScriptlessStyles(page: Page, js: boolean) {
  const hidden = js ? ".no-js-only" : ".js-only";
  const shown = await page
    .locator(hidden)
    .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== "none").map((el) => el.outerHTML));
  expect(shown, `${hidden} shown ${js ? "with" : "without"} JS`).toEqual([]);
}

// react-router's cookie encoding of the language ("en" → base64 of its JSON); ru is the default without one.
const LANGUAGE_COOKIE: Record<Lang, string | null> = {
  ru: null,
  en: Buffer.from(JSON.stringify("en")).toString("base64"),
};

// An i18n key on screen ("login.title") means its namespace was not loaded in the browser (app/i18n/namespaces.ts).
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z_]+[a-z_.]*\\b`);

/**
 * The one language a row is checked in (axe once per screen state keeps CI within its 20 minutes; a layout that
 * breaks in one language breaks in most rows). It alternates by row, and a row of both modes takes the other
 * language in the other project, so each language meets each mode across the table. A state of one mode only
 * is checked once too: such rows come in pairs (the dialog with JS, the page without), one in each language.
 */
function languages(row: (typeof ROWS)[number], index: number, js: boolean): readonly Lang[] {
  if (modeOf(row)) return index % 2 === 0 ? ["ru"] : ["en"];
  return (index % 2 === 0) === js ? ["ru"] : ["en"];
}

const ONLY = { js: JS_ONLY, nojs: NOJS_ONLY };
/** The one project a row is checked in, if one: a state of one mode, or a page that ships no scripts. */
const modeOf = (row: (typeof ROWS)[number]) => (row.noScripts ? "nojs" : row.only);

for (const [index, row] of ROWS.entries()) {
  // A state of one mode only is not listed in the other project (the tags, decision 0013).
  const mode = modeOf(row);

  test(`${row.screen} · ${row.state}`, mode ? ONLY[mode] : {}, async ({ target }) => {
    const js = jsEnabled();
    const request = target.request;
    for (const lang of languages(row, index, js)) {
      await test.step(lang, async () => {
        await target.context().clearCookies();
        const cookie = LANGUAGE_COOKIE[lang];
        if (cookie) await target.context().addCookies([{ name: "lng", value: cookie, url: BASE_URL }]);

        await test.step("setup", () =>
          row.setup({
            page: target,
            request,
            login: (who, path) => loginOn(target, who, path),
            residents: residentsOf(request),
            upstream: hooks(request),
            js,
            lang,
          }));

        await expect(target.locator("html")).toHaveAttribute("lang", lang);
        if (row.noScripts)
          await expect(target.locator("script"), "a page checked once because it ships no scripts").toHaveCount(0);
        // A state reached by a post is a new document, still loading when the setup's last element shows; axe
        // (contrast) and the check below need the page as styled.
        await target.waitForLoadState();
        await expectScriptlessStyles(target, js);
        const text = await target.locator("body").innerText();
        expect(text.match(RAW_KEY)?.[0] ?? null, "an i18n key is shown instead of its text").toBeNull();

        const results = await test.step("axe", () => axe(target));

        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      });
    }
  });
}

/**
 * axe over the page as it is now: every rule, violations only (axe then skips recording every passing node, the
 * bulk of its time on long pages). A page without frames is checked by one `axe.run` in the page: AxeBuilder's
 * default runs `runPartial` in each frame and then `finishRun` in a blank page it opens for the purpose, which
 * doubled axe's time per row (measured: 0.7–1.0 s against 0.25–0.4 s), and its legacy mode evaluates axe's 550 KB
 * source in the page twice (`analyze`, then again per frame in `runLegacy`), each 0.15–0.3 s of a quiet machine's
 * CPU (issue 30). Only AxeBuilder's default reaches into a cross-origin frame (the guides' pages), so a page
 * with any frame keeps it.
 */
function axe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  return axeInPage(page);
}

const AXE_OPTIONS: RunOptions = { resultTypes: ["violations"] };
/** What `axe.source` defines in the page. */
interface InPage {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
}

async function axeInPage(page: Page): Promise<AxeResults> {
  await page.evaluate(axeCore.source);
  return page.evaluate((options) => (window as unknown as { axe: InPage }).axe.run(document, options), AXE_OPTIONS);
}

import { expect, JS_ONLY, open, test } from "./fixtures";

// Issue 15 item 8: pages where scripts add nothing ship no JavaScript at all (handle `scripts: false`,
// app/ui/no-scripts.ts), and still do all they do: links, the language switch, the frame.
const PAGES = [
  { path: "/policy", heading: "Политика обработки персональных данных" },
  { path: "/agreement", heading: "Согласие на обработку персональных данных" },
  { path: "/developers", heading: "Контракт API поставщика" },
  { path: "/demo/outbox", heading: "Исходящие сообщения демонстрационного поставщика" },
  { path: "/payment-invoice/5f0c7a52-1b2e-4c8d-9a41-100000100001", heading: "Счёт на оплату" },
  { path: "/mp", heading: "Мобильное приложение" },
  { path: "/ag", heading: "Инструкция по доступу" },
  { path: "/triniti", heading: "Инструкция по доступу (Тринити)" },
  { path: "/no-such-page", heading: "Такой страницы не существует" },
];

// Checked in a browser that runs scripts, where shipping none is the point; without JS the page is the same
// document and its links and plain forms the same (JS_ONLY).
for (const { path, heading } of PAGES) {
  test(`${path} ships no scripts and still works`, JS_ONLY, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" || new URL(r.url()).pathname.endsWith(".js")) scripts.push(r.url());
    });
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    const html = await page.content();
    expect(html).not.toMatch(/<script\b/);
    expect(html).not.toMatch(/modulepreload/);
    expect(scripts).toEqual([]);
    // The language switch is a plain form: it works without the scripts too.
    if (await page.getByRole("button", { name: "English" }).count()) {
      await page.getByRole("button", { name: "English" }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.?]/g, "\\$&")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  });
}

test("a page with something to script still ships its scripts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".js")) scripts.push(r.url());
  });
  await open(page, "/login");
  expect(await page.locator("script[type=module]").count()).toBeGreaterThan(0);
  if (test.info().project.name === "js") expect(scripts.length).toBeGreaterThan(0);
});

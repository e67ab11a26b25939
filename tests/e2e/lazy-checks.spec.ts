import { expect, JS_ONLY, open, test } from "./fixtures";
import { IVANOV } from "./support";

// Decision 0019: the browser's form checks (zod, the schemas, conform's adapter) arrive after the page. A submit
// before they are there waits for them and is then checked in the browser as ever; if they never come, the
// server checks it. Only with JS: without it there are no browser checks to wait for.

const CHECKS = "**/assets/checks-impl-*.js";

test(
  "a submit before the checks arrive waits for them, then shows the browser's messages without a post",
  JS_ONLY,
  async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHECKS, async (route) => {
      await released;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await open(page, "/login");
    const submit = page.getByRole("button", { name: "Войти" });
    // Without the checks nothing disables the button yet (decision 0003's rule needs the schema).
    await expect(submit).toBeEnabled();
    await submit.click();
    // Had the submit not been held, it would have gone to the server, whose answer shows the same messages: the
    // last check (no post at all) is what tells the two apart.
    await expect(page.getByText("Телефон обязательно")).toHaveCount(0);
    release();
    await expect(page.getByText("Телефон обязательно")).toBeVisible();
    await expect(page.getByText("Пароль обязательно")).toBeVisible();
    await expect(submit).toBeDisabled();
    expect(posts).toEqual([]);
  },
);

test(
  "when the checks cannot load, the held submit goes to the server, which answers with the same messages",
  JS_ONLY,
  async ({ page }) => {
    await page.route(CHECKS, (route) => route.abort());
    await open(page, "/login");
    // React Router posts a scripted form to the route's data URL (/login.data)
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && /^\/login(\.data)?$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole("button", { name: "Войти" }).click();
    await posted;
    await expect(page.getByText("Телефон обязательно")).toBeVisible();
    await expect(page.getByText("Пароль обязательно")).toBeVisible();
  },
);

// That no form page's first download holds zod is the bench's to say (`npm run bench -- --only=sizes`).

test(
  "conform's own steps before the checks arrive (a type chosen, a file chosen) never send the form",
  JS_ONLY,
  async ({ page, login }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let loaded!: () => void;
    const checksLoaded = new Promise<void>((resolve) => (loaded = resolve));
    await page.route(CHECKS, async (route) => {
      await released;
      await route.continue();
      loaded();
    });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await login(IVANOV, "/requests/new");
    // Each is a conform intent (an update clearing the subtypes, a validation of the file): a submit event.
    await page.getByLabel("Адрес").selectOption("1000001");
    await page.getByLabel("Вид заявки", { exact: true }).selectOption({ label: "Сантехника" });
    await page.getByLabel("Подвид заявки", { exact: true }).selectOption({ label: "Протечка" });
    await page.getByLabel("Уточнение", { exact: true }).selectOption({ label: "В квартире" });
    // Complete, so that a held intent coming back as a real submit would pass the checks and create a request.
    await page.getByLabel("Описание").fill("Ничего не отправлено");
    await page
      .getByLabel("Файл (необязательно)")
      .setInputFiles({ name: "Акт.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test") });
    release();
    await checksLoaded;
    // Once the checks are here a held intent would have come back as a real submit of the whole form.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/requests\/new$/);
    expect(posts.filter((url) => !url.includes("/__upstream/"))).toEqual([]);
    await expect(page.getByLabel("Описание")).toHaveValue("Ничего не отправлено");
  },
);

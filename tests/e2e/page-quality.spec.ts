import { HTTP, JS_ONLY, open, signIn, test, expect } from "./fixtures";
import { htmlOf } from "./html";
import { IVANOV } from "./support";

// Issue 15 item 7: what Lighthouse found on the core pages, as checks that run everywhere. The scores
// themselves come from `npm run bench` (they need a quiet machine).

const CORE = [
  { path: "/login", auth: false, says: /Вход в личный кабинет жителя УК Тест/ },
  { path: "/register", auth: false, says: /Регистрация в личном кабинете УК Тест/ },
  { path: "/feedback", auth: false, says: /Напишите в УК Тест/ },
  { path: "/policy", auth: false, says: /Политика УК Тест/ },
  { path: "/rc/123456", auth: false, says: /коду доступа в УК Тест/ },
  { path: "/no-such-page", auth: false, says: /Такой страницы в УК Тест нет/ },
  { path: "/home", auth: true, says: /События УК Тест/ },
  { path: "/payment", auth: true, says: /Оплата ЖКУ в УК Тест/ },
  { path: "/meters", auth: true, says: /Показания счётчиков в УК Тест/ },
  { path: "/requests", auth: true, says: /Заявки в УК Тест/ },
  { path: "/requests/new", auth: true, says: /Новая заявка в УК Тест/ },
  { path: "/profile", auth: true, says: /Профиль в УК Тест/ },
];

// The document as sent (its head), read without a browser.
test(
  "every core page describes itself with the provider's name and links its icon",
  HTTP,
  async ({ request, upstream }) => {
    await upstream.settings({ main_name: "УК Тест" });
    // The anonymous pages first: signed in, /login and /register lead home.
    const pages = [...CORE].sort((a, b) => Number(a.auth) - Number(b.auth));
    let signedIn = false;
    for (const { path, says, auth } of pages) {
      if (auth && !signedIn) {
        await signIn(request, IVANOV);
        signedIn = true;
      }
      const page = await htmlOf(await request.get(path));
      expect(page.attributeWhere("meta", "name", "description", "content"), path).toMatch(says);
      expect(page.attributeWhere("link", "rel", "icon", "href"), path).toBe("/favicon.ico");
    }
    // In English too, from the same keys' English texts (the language switch's own post).
    const switched = await request.post("/language", { form: { lng: "en", redirectTo: "/meters" }, maxRedirects: 0 });
    expect(switched.status()).toBe(302);
    const english = await htmlOf(await request.get("/meters"));
    expect(english.attributeWhere("html", "lang", "en", "lang")).toBe("en");
    expect(english.attributeWhere("meta", "name", "description", "content")).toMatch(/^Meter readings in УК Тест/);
  },
);

test(
  "/favicon.ico is never a 404: the provider's icon, or a default one in the theme colour",
  HTTP,
  async ({ request, upstream }) => {
    const plain = await request.get("/favicon.ico");
    expect(plain.status()).toBe(200);
    expect(plain.headers()["content-type"]).toBe("image/svg+xml");
    await upstream.settings({ color: "2E7D32" });
    expect(await (await request.get("/favicon.ico")).text()).toContain('fill="#2E7D32"');
    // The provider's icon: a path on its API that answers an image.
    await upstream.settings({ siteIconFile: "/Public/MockupDownload" });
    const provider = await request.get("/favicon.ico");
    expect(provider.status()).toBe(200);
    expect(provider.headers()["content-type"]).toBe("image/png");
    // A setting that is not an image (a JSON answer, another scheme) falls back to the default icon.
    for (const siteIconFile of ["/Public/WebPersonalDataPolicy", "javascript:alert(1)", "/no/such/icon.png"]) {
      await upstream.settings({ siteIconFile });
      const fallback = await request.get("/favicon.ico");
      expect(fallback.status(), siteIconFile).toBe(200);
      expect(fallback.headers()["content-type"], siteIconFile).toBe("image/svg+xml");
    }
  },
);

test("the intro carousel's controls are targets of at least 24 × 24 px", JS_ONLY, async ({ page }) => {
  await open(page, "/login");
  const controls = page.locator(
    "[data-scope=carousel]:is([data-part=indicator], [data-part=prev-trigger], [data-part=next-trigger])",
  );
  await controls.first().waitFor();
  expect(await controls.count()).toBeGreaterThan(2);
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    expect(box.width, (await control.getAttribute("aria-label")) ?? "").toBeGreaterThanOrEqual(24);
    expect(box.height, (await control.getAttribute("aria-label")) ?? "").toBeGreaterThanOrEqual(24);
  }
});

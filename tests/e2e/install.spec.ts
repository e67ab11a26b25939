import { expect, JS_ONLY, open, test } from "./fixtures";

// Access guides and the installable app (issue 19 items 4 and 5).

for (const [path, title] of [
  ["/ag", "Инструкция по доступу"],
  ["/triniti", "Инструкция по доступу (Тринити)"],
] as const) {
  test(`${path}: the guide in a frame with its title and a fallback link; frame-src opened for its origin only`, async ({
    page,
  }) => {
    const answer = await open(page, path);
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    const frame = page.locator(`iframe[title="${title}"]`);
    const src = `/__upstream/demo/guide/${path.slice(1)}`;
    await expect(frame).toHaveAttribute("src", new RegExp(`${src}$`));
    await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Открыть инструкцию" })).toHaveAttribute("href", new RegExp(`${src}$`));
    expect(answer!.headers()["content-security-policy"]).toContain("frame-src 'self'");
    // Elsewhere frames stay closed.
    expect((await page.request.get("/login")).headers()["content-security-policy"]).toContain("frame-src 'none'");
  });
}

test("the web app manifest from the settings, its icons, the favicon and apple-touch-icon", async ({
  page,
  request,
}) => {
  const answer = await request.get("/manifest.webmanifest");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as {
    name: string;
    theme_color: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type?: string }>;
  };
  expect(manifest).toMatchObject({ name: "УК «Демо»", start_url: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i) => i.sizes === size)!;
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  const appIcon = await request.get("/app-icon.png");
  expect(appIcon.status()).toBe(200);
  expect(appIcon.headers()["content-type"]).toMatch(/^image\//);
  await open(page, "/login");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/app-icon.png");
});

test("the theme colour and name follow the provider's settings", async ({ request, upstream }) => {
  await upstream.settings({ main_name: "УК «Тест»", color: "2E7D32" });
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string; theme_color: string };
  expect(manifest.name).toBe("УК «Тест»");
  expect(manifest.theme_color.toLowerCase()).toBe("#2e7d32");
});

// Chromium reads the manifest the same way without JS: one check is enough.
test("Chromium finds the portal installable", JS_ONLY, async ({ page }) => {
  await open(page, "/login");
  const cdp = await page.context().newCDPSession(page);
  // Playwright's contexts are incognito, which Chromium always reports; any fault of the manifest or its icons
  // (manifest-empty, manifest-missing-suitable-icon, no-acceptable-icon…) would be listed beside it.
  await expect
    .poll(async () =>
      (
        (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string }> }
      ).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== "in-incognito"),
    )
    .toEqual([]);
  const parsed = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
});

import { expect, jsEnabled, ONCE, open, settle, test } from "./fixtures";

const POLICY = "Политика обработки персональных данных";
const AGREEMENT = "Согласие на обработку персональных данных";

// ONCE: both pages ship no scripts (handle `scripts: false`), so both projects get the same document.
test("the policy and the consent are public pages with the provider's text escaped", ONCE, async ({ page }) => {
  // The reference provider's texts contain "<privacy@uk-demo.ru>", "&" and "срок < 30 дней".
  for (const [path, title, snippet] of [
    ["/policy", POLICY, "ООО «УК Демо» & партнёры"],
    ["/agreement", AGREEMENT, "(условие «срок < 30 дней»"],
  ] as const) {
    await open(page, path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const article = page.getByRole("article");
    await expect(article).toContainText(snippet);
    await expect(article).toContainText("<privacy@uk-demo.ru>");
    expect(await article.innerHTML()).toContain("&lt;privacy@uk-demo.ru&gt;");
    // Line breaks of the plain text are kept (its first line, the title, is the page's heading).
    expect((await article.innerText()).split("\n").length).toBeGreaterThanOrEqual(3);
  }
});

test("Login links to the policy, and the policy page leads back", async ({ page }) => {
  await open(page, "/login");
  await page.getByRole("link", { name: POLICY }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await settle(page);
  await page.getByRole("link", { name: "Вернуться" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("on registration step 1 the texts open in modals with JS and as pages without", async ({ page }) => {
  await open(page, "/register");
  const consent = page.getByLabel("Я даю согласие на обработку персональных данных");
  const agreementLink = page.getByRole("link", { name: AGREEMENT, exact: true });
  if (!jsEnabled()) {
    await agreementLink.click();
    await expect(page).toHaveURL(/\/agreement\?back=%2Fregister$/);
    await expect(page.getByRole("heading", { name: AGREEMENT, level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Вернуться" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(consent).not.toBeChecked();
    return;
  }
  // The consent modal: agree ticks the box, not agree clears it.
  await agreementLink.click();
  const agreement = page.getByRole("dialog", { name: AGREEMENT });
  await expect(agreement).toContainText("<privacy@uk-demo.ru>");
  await agreement.getByRole("button", { name: "Согласен", exact: true }).click();
  await expect(agreement).toBeHidden();
  await expect(consent).toBeChecked();
  await agreementLink.click();
  await agreement.getByRole("button", { name: "Не согласен" }).click();
  await expect(agreement).toBeHidden();
  await expect(consent).not.toBeChecked();
  await expect(
    page.getByText("Для продолжения необходимо дать согласие на обработку персональных данных"),
  ).toBeVisible();

  await page.getByRole("link", { name: POLICY, exact: true }).click();
  const policy = page.getByRole("dialog", { name: POLICY });
  await expect(policy).toContainText("ООО «УК Демо» & партнёры");
  await page.keyboard.press("Escape");
  await expect(policy).toBeHidden();
  await expect(page).toHaveURL(/\/register$/);
});

import type { Locator, Page } from "@playwright/test";
import { expect, HTTP, jsEnabled, notices, signIn, test } from "./fixtures";
import { html, sendForm } from "./html";
import { pressDisabled } from "./form-support";
import { money } from "./support";

// The payment screen's settings (§3 config, §6) and its failure paths. A test that changes the settings or
// makes the provider fail does so in its own upstream scope: nothing to put back, no other test sees it.
// Axe checks of these screens are rows of tests/e2e/a11y/payment.ts.

const WARNING = "Сумма к оплате обновляется раз в месяц";

/** The pay form: in the dialog with JS, on its page without. */
async function openPayForm(page: Page, ident: string) {
  await page.getByRole("link", { name: `Оплатить лицевой счёт ${ident}` }).click();
  if (jsEnabled()) return page.getByRole("dialog", { name: `Оплата лицевого счёта № ${ident}` });
  await expect(page.getByRole("heading", { name: `Оплата лицевого счёта № ${ident}` })).toBeVisible();
  return page.getByRole("main");
}

test("by default debts are highlighted and the monthly-update warning shows", async ({ page, login, residents }) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 250 }, { sum: -40 }]);
  await login(resident, "/payment");
  await expect(page.getByText(WARNING)).toBeVisible();
  const debt = page.getByRole("article", { name: `Лицевой счёт № ${accounts[0]!.ident}` }).getByText(money(25_000));
  await expect(debt).toHaveAttribute("data-debt", "");
  const credit = page
    .getByRole("article", { name: `Лицевой счёт № ${accounts[1]!.ident}` })
    .getByText(`−${money(4_000)}`);
  await expect(credit).not.toHaveAttribute("data-debt");
  // The debt is red and the overpayment is not: the highlight is visible, not only marked.
  const colour = (el: Element) => getComputedStyle(el).color;
  expect(await debt.evaluate(colour)).not.toBe(await credit.evaluate(colour));
});

test("a separated fine is its own field: checked, rounded and paid with the sum", async ({
  page,
  login,
  residents,
  upstream,
}) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 500, sumFine: 12.5 }]);
  const { ident } = accounts[0]!;
  await upstream.settings({
    useSeparatedFinePayment: true,
    HighlightDebtInRed: false,
    isShowUpdateMonthAmountWarning: false,
  });
  await login(resident, "/payment");
  await expect(page.getByRole("heading", { name: `Лицевой счёт № ${ident}` })).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);
  await expect(page.locator("[data-debt]")).toHaveCount(0);
  const form = await openPayForm(page, ident);
  await expect(form.getByLabel("Сумма, ₽")).toHaveValue("500,00");
  await expect(form.getByLabel("Пени, ₽")).toHaveValue("12,50");
  await form.getByLabel("Пени, ₽").fill("-1");
  // The email-for-payment step (§5): the portal's one e-mail rule; "fine@." has an @ and a dot and is no address.
  await form.getByLabel("E-mail для чека").fill("fine@.");
  // With JS pay is disabled and says why beside it, and a press puts each reason at its field; without JS the
  // server says them, at the fields and in the summary above the form.
  if (jsEnabled()) {
    const pay = form.getByRole("button", { name: "Перейти к оплате" });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(/Неверная сумма пени.*Указан неверный адрес электронной почты/);
    await pressDisabled(pay);
  } else {
    await form.getByRole("button", { name: "Далее" }).click();
    await expect(form.getByRole("link", { name: "Неверная сумма пени" })).toBeVisible();
  }
  await expect(form.getByLabel("Пени, ₽")).toHaveAccessibleDescription("Неверная сумма пени");
  await expect(form.getByLabel("E-mail для чека")).toHaveAccessibleDescription(
    /Указан неверный адрес электронной почты$/,
  );
  await expect(form.getByLabel("Сумма, ₽")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Пени, ₽")).toHaveValue("-1");
  await expect(form.getByLabel("E-mail для чека")).toHaveValue("fine@.");
  await form.getByLabel("E-mail для чека").fill("fine@example.ru");
  await form.getByLabel("Пени, ₽").fill("3.456");
  if (jsEnabled()) {
    await form.getByRole("button", { name: "Перейти к оплате" }).click();
  } else {
    await form.getByRole("button", { name: "Далее" }).click();
    await expect(page.getByRole("heading", { name: "Проверьте платёж" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(money(346));
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
  }
  await page.waitForURL(/\/__upstream\/demo\/pay\//);
  // The provider's page lists the sum and the fine apart, the fine rounded to kopecks.
  await expect(page.getByText(money(50_000)).first()).toBeVisible();
  await expect(page.getByText(money(346)).first()).toBeVisible();
});

test("with the menu setting Bills off there is no bills tab", async ({ page, login, residents, upstream, request }) => {
  const { resident } = await residents.withAccounts([{ sum: 100 }]);
  // The menu is patched as a whole: the provider's menu, with Bills hidden.
  const settings = await request.get("/__upstream/Config/MobileAppSettings");
  expect(settings.ok(), await settings.text()).toBe(true);
  const { menu } = (await settings.json()) as { menu: Array<{ name_app: string; visible: boolean }> };
  expect(
    menu.some((m) => m.name_app === "Квитанции" && m.visible),
    "Bills is in the provider's menu",
  ).toBe(true);
  await upstream.settings({ menu: menu.map((m) => (m.name_app === "Квитанции" ? { ...m, visible: false } : m)) });
  await login(resident, "/payment?tab=bills");
  const tabs = page.getByRole("navigation", { name: "Разделы оплаты" }).getByRole("link");
  await expect(tabs).toHaveText(["Лицевые счета", "История платежей"]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
});

test("turning insurance off shows the provider's error when it refuses", async ({
  page,
  login,
  residents,
  upstream,
}) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 100, insurance: 85 }]);
  const { ident } = accounts[0]!;
  await upstream.fault({
    path: "/Accounting/DisableAccountInsurance",
    mode: "error",
    message: "Страхование нельзя отключить до конца месяца",
  });
  await login(resident, "/payment");
  await page.getByRole("link", { name: `Отключить страхование по лицевому счёту ${ident}` }).click();
  const confirm = jsEnabled()
    ? page.getByRole("alertdialog", { name: "Отключить страхование?" })
    : page.getByRole("main");
  await confirm.getByRole("button", { name: "Да, отключить" }).click();
  await expect(notices(page)).toContainText("Страхование нельзя отключить до конца месяца");
  await expect(page.getByRole("article", { name: `Лицевой счёт № ${ident}` })).toContainText(
    "Добровольное страхование",
  );
});

test("another bank's system is refused for a house the default bank alone serves: an alert, the default chosen", async ({
  page,
  login,
  residents,
}) => {
  // House 1361 is paid through the default bank only (§4 special mode): the provider does not offer Т-Банк.
  const { resident, accounts } = await residents.withAccounts([{ sum: 300, houseId: 1361 }]);
  const { accountId } = accounts[0]!;
  await login(resident, `/payment/pay/${accountId}`);
  await expect(page.getByText("Оплата через Сбербанк")).toBeVisible();
  await expect(page.getByLabel("Т-Банк")).toHaveCount(0);
  // A post naming Т-Банк anyway (a stale form, a form from another account): refused, not passed on.
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`/payment/pay/${accountId}`, {
    form: { intent: "review", sum: "300", paymentSystem: "tinkoff", email: "sys@example.ru" },
    headers: { origin },
  });
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  expect(html).toContain("Эта платёжная система недоступна для этого платежа. Выбрана другая.");
  expect(html).toMatch(/name="paymentSystem" value="sberbank"/);
});

test("card saving is offered as the system allows it; insurance starts unticked and is paid only when ticked", async ({
  page,
  login,
  residents,
}) => {
  const { resident, accounts } = await residents.withAccounts([{ sum: 200, insurance: 85 }]);
  const { ident } = accounts[0]!;
  const js = jsEnabled();
  await login(resident, "/payment");
  const form = await openPayForm(page, ident);
  // Сбербанк, the first system, may save the card (GetPaymentParameters); Т-Банк may not.
  await expect(form.getByLabel("Сбербанк")).toBeChecked();
  await expect(form.getByLabel("Сохранить карту для следующих платежей")).toBeVisible();
  const insurance = form.getByLabel(`Оплатить добровольное страхование (${money(8_500)})`);
  // Voluntary and not part of the debt: the resident adds it (issue 33 item 5).
  await expect(insurance).not.toBeChecked();
  await expect(insurance).toHaveAccessibleDescription(/Не входит в задолженность/);
  if (js) {
    // What the total is made of, as the resident ticks it: the sum, the insurance, the commission — adding up.
    await insurance.check();
    const quote = form.locator("[aria-live=polite] dl");
    await expect(quote).toContainText(`Добровольное страхование${money(8_500)}`);
    // Сбербанк's commission is hidden (HideComissionInfo): its total is «Итого».
    const lines = await expectBreakdown(quote, ["К оплате", "Добровольное страхование", "Итого"]);
    expect(lines["К оплате"]).toBe(20_000);
    // Т-Банк takes a commission: it is a line of its own, and the lines still add up to the total.
    await form.getByLabel("Т-Банк").check();
    await expect(quote).toContainText("Комиссия");
    await expectBreakdown(quote, ["К оплате", "Добровольное страхование", "Комиссия", "Итого с комиссией"]);
    await insurance.uncheck();
    await expect(quote).not.toContainText("Добровольное страхование");
  }
  await form.getByLabel("Т-Банк").check();
  await form.getByLabel("E-mail для чека").fill("card@example.ru");
  if (js) {
    await expect(form.getByLabel("Сохранить карту для следующих платежей")).toHaveCount(0);
    await form.getByRole("button", { name: "Перейти к оплате" }).click();
  } else {
    await form.getByRole("button", { name: "Далее" }).click();
    await expect(page.getByRole("heading", { name: "Проверьте платёж" })).toBeVisible();
    await expect(page.getByLabel("Сохранить карту для следующих платежей")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("Добровольное страхование");
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
  }
  await page.waitForURL(/\/__upstream\/demo\/pay\//);
  await expect(page.getByRole("heading", { name: "Оплата через Т-Банк" })).toBeVisible();
  await expect(page.getByText(money(20_000)).first()).toBeVisible();
  await expect(page.getByText("Страхование")).toHaveCount(0);
});

test("an invoice payment without a chosen invoice is refused on the invoices, the title saying so", async ({
  page,
  login,
  residents,
}) => {
  const invoice = { displayName: "Счёт за ноябрь (тест)", debt: 120, debtFine: 0 };
  const { resident, accounts } = await residents.withAccounts([{ sum: 0, invoice }]);
  const { accountId } = accounts[0]!;
  await login(resident, `/payment/invoices/${accountId}`);
  // The only invoice is chosen by itself: a post without one is a stale or crafted form.
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`/payment/invoices/${accountId}`, {
    form: { paymentSystem: "sberbank" },
    headers: { origin },
  });
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  expect(html).toMatch(/<title>Ошибка: [^<]+<\/title>/);
  expect(html).toContain("Исправьте ошибки");
  expect(html).toContain(`href="#invoice-payment-${accountId}-invoiceUid"`);
  expect(html).toMatch(new RegExp(`id="invoice-payment-${accountId}-invoiceUid-error"[^>]*>Выберите счёт<`));
});

// Issue 31 item 11: the provider's refusal of an invoice it does not know was a 502 with two notices.
test("paying an invoice the account does not have is a 404 with one notice", HTTP, async ({ request, residents }) => {
  const invoice = { displayName: "Счёт за декабрь (тест)", debt: 75, debtFine: 0 };
  const { resident, accounts } = await residents.withAccounts([{ sum: 0, invoice }]);
  await signIn(request, resident);
  const path = `/payment/invoices/${accounts[0]!.accountId}`;
  const unknown = "00000000-0000-4000-8000-000000000000";
  const answer = await sendForm(request, path, { form: { field: "invoiceUid" }, set: { invoiceUid: unknown } });
  expect(answer.status()).toBe(404);
  const page = html(await answer.text());
  expect(page.alerts()).toEqual([expect.stringContaining("Счёт не найден")]);
});

/**
 * The quote's lines (term → kopecks) are these terms, in this order, and those before the last (the total) add up
 * to it. Returns the lines.
 */
async function expectBreakdown(list: Locator, terms: string[]): Promise<Record<string, number>> {
  const rows = await list
    .locator(":scope > div")
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector("dt")?.textContent ?? "", div.querySelector("dd")?.textContent ?? ""]),
    );
  const lines: Record<string, number> = Object.fromEntries(
    rows.map(([term, value]) => [term, Number(value!.replace(/\D/g, ""))]),
  );
  expect(Object.keys(lines)).toEqual(terms);
  const parts = terms.slice(0, -1).reduce((sum, term) => sum + lines[term]!, 0);
  expect(parts, "the lines before the total add up to it").toBe(lines[terms.at(-1)!]);
  return lines;
}

import type { APIRequestContext } from "@playwright/test";
import { expect, HTTP, notices, open, signIn, test, type Credentials } from "./fixtures";
import { html, htmlOf, sendForm } from "./html";
import { pollResident } from "./polls-support";
import { IVANOV, SIDOROV } from "./support";

// Issue 18: the privilege club (§2.3, §6, §9: house 1361 only), its click-through and its lead form.

async function activity(request: APIRequestContext, who: Credentials) {
  const answer = await request.get(`/__upstream/__test/club-activity?phone=7${who.phone}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { clicks: number; leads: number };
}

test("Иванов (house 1361) sees the club's four sections with offers, and its block on Home", async ({
  page,
  login,
}) => {
  await login(IVANOV, "/home");
  await page.getByRole("link", { name: "Открыть клуб привилегий" }).click();
  await expect(page).toHaveURL(/\/privilege-club$/);
  for (const section of ["Кухни", "Мебель", "Отделочные работы", "Товары для ремонта"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByTestId("offer")).toHaveCount(8);
  await expect(page.getByTestId("offer").first()).toContainText("Кухни «Уют»");
});

test("Сидоров (no house 1361) is sent Home and sees no club block", async ({ page, login }) => {
  await login(SIDOROV, "/privilege-club");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("link", { name: "Открыть клуб привилегий" })).toHaveCount(0);
  await open(page, "/privilege-club/go/1");
  await expect(page).toHaveURL(/\/home$/);
});

// The offer's link goes through the portal, which records the click and sends the browser on: the server's answer
// is the point (the partner's site is outside the test's network), so it is read over HTTP (decision 0023).
test("following an offer records the click and redirects to the partner", HTTP, async ({ request, residents }) => {
  const resident = await pollResident(residents, 1361);
  await signIn(request, resident);
  const club = await htmlOf(await request.get("/privilege-club"));
  const go = club.attributeWhere("a", "aria-label", "Перейти к предложению «Кухня на заказ»", "href") ?? "";
  expect(go, "the offer's link leads through the portal").toMatch(/^\/privilege-club\/go\/\d+$/);
  expect(await activity(request, resident)).toMatchObject({ clicks: 0 });
  const answer = await request.get(go, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe("https://example.com/privilege-club/1");
  expect(await activity(request, resident)).toMatchObject({ clicks: 1 });
});

test("a lead is sent with a success message; a refused one keeps the input", async ({
  page,
  residents,
  login,
  request,
}) => {
  const resident = await pollResident(residents, 1361);
  await login(resident, "/privilege-club");
  await page.getByLabel("Предложение").selectOption({ label: "Натяжные потолки — Потолки Плюс" });
  await page.getByLabel("Комментарий").fill("Комната 18 м²");
  await page.getByLabel("Имя").fill("");
  // The phone comes filled from the profile, in the mask.
  await expect(page.getByLabel("Телефон")).toHaveValue(/^\+7 \(\d{3}\) \d{3} \d{2} \d{2}$/);
  await page.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(page.locator("#lead-name-error")).toHaveText("Поле обязательно к заполнению");
  await expect(page.getByRole("link", { name: "Поле обязательно к заполнению" })).toHaveAttribute("href", "#lead-name");
  await expect(page).toHaveTitle(/^Ошибка: /);
  await expect(page).toHaveURL(/\/privilege-club#lead$/);
  await expect(page.getByLabel("Комментарий")).toHaveValue("Комната 18 м²");
  await expect(page.getByLabel("Предложение").locator("option:checked")).toHaveText("Натяжные потолки — Потолки Плюс");
  expect(await activity(request, resident)).toMatchObject({ leads: 0 });
  await page.getByLabel("Имя").fill("Тест Клубный");
  await page.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(notices(page)).toContainText("Заявка отправлена");
  expect(await activity(request, resident)).toMatchObject({ leads: 1 });
  // Sent: the form starts over.
  await expect(page.getByLabel("Комментарий")).toHaveValue("");
  await expect(page.getByRole("alert").filter({ hasText: "Исправьте ошибки" })).toHaveCount(0);
});

// Issue 31 item 17: an offer id that is no number (a tampered form) is the portal's refusal in the resident's
// words, next to the field — never the provider's "Invalid request body…"; an unknown one is the provider's own.
test(
  "a lead for an offer that is no number, or no offer, is refused in the resident's words",
  HTTP,
  async ({ request, residents }) => {
    await signIn(request, await pollResident(residents, 1361));
    const form = { form: "lead", set: { name: "Тест Клубный", comment: "Комната 18 м²" } };
    const tampered = await sendForm(request, "/privilege-club", { ...form, set: { ...form.set, offer: "abc" } });
    expect(tampered.status()).toBe(400);
    const refused = html(await tampered.text());
    expect(refused.form("lead")?.control("offer")?.described).toContain("Выберите предложение");
    expect(refused.text).not.toMatch(/Invalid request/i);
    const unknown = await sendForm(request, "/privilege-club", { ...form, set: { ...form.set, offer: "999999" } });
    expect(unknown.status()).toBe(502);
    const failed = html(await unknown.text());
    expect(failed.within({ tag: "section", label: "Уведомления" })?.text).toContain("Предложение не найдено");
    expect(failed.form("lead")?.control("comment")?.value, "the comment kept").toBe("Комната 18 м²");
  },
);

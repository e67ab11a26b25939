import { expect, jsEnabled, NOJS_ONLY, notices, open, settle, test } from "./fixtures";
import { COLD, ELECTRICITY, floorOf, GAS, HOT, openMeter } from "./meters-support";
import { IVANOV } from "./support";

// Every test that writes readings or orders a verification works on its own throwaway resident, whose
// account holds its own copies of the demo meters (residents.withMeters): tests and projects never share them.
// Axe checks of these screens are rows of tests/e2e/a11y/meters.ts.

test("a 1-tariff reading with a comma: submitted, changed, then deleted after a confirmation", async ({
  page,
  login,
  residents,
}) => {
  await login(await residents.withMeters(), "/meters");
  let meter = await openMeter(page, COLD);
  const field = meter.getByLabel("Показания", { exact: true });
  const floor = await floorOf(field);
  await field.fill(`${Math.floor(floor) + 2},5`);
  await meter.getByRole("button", { name: "Передать показания" }).click();
  await expect(notices(page)).toContainText("Новые показания переданы");
  meter = await openMeter(page, COLD);
  await expect(meter).toContainText(`Показания за текущий месяц переданы: ${Math.floor(floor) + 2},5`);
  await expect(meter.getByRole("cell", { name: `${Math.floor(floor) + 2},5` })).toBeVisible();

  // A later reading of the same period changes it.
  await meter.getByLabel("Показания", { exact: true }).fill(String(Math.floor(floor) + 3));
  await meter.getByRole("button", { name: "Изменить показания" }).click();
  await expect(notices(page)).toContainText("Новые показания переданы");
  meter = await openMeter(page, COLD);
  await expect(meter).toContainText(`Показания за текущий месяц переданы: ${Math.floor(floor) + 3}`);

  await meter.getByRole("link", { name: /Удалить показания/ }).click();
  if (jsEnabled()) {
    const dialog = page.getByRole("alertdialog", { name: "Удалить показания?" });
    await expect(dialog).toContainText("Вы действительно хотите удалить переданные показания?");
    await dialog.getByRole("button", { name: "Да, удалить" }).click();
  } else {
    await expect(page).toHaveURL(/\/meters\/\d+\/delete/);
    await expect(page.getByText("Вы действительно хотите удалить переданные показания?")).toBeVisible();
    await page.getByRole("button", { name: "Да, удалить" }).click();
  }
  await expect(page).toHaveURL(/\/meters\?/);
  await expect(notices(page)).toContainText("Показания удалены");
  meter = await openMeter(page, COLD);
  await expect(meter).not.toContainText("Показания за текущий месяц переданы");
  await expect(meter.getByRole("button", { name: "Передать показания" })).toBeVisible();
});

test("a 2-tariff reading below the previous one is refused next to its field, values kept; then sent", async ({
  page,
  login,
  residents,
}) => {
  await login(await residents.withMeters(), "/meters");
  const meter = await openMeter(page, ELECTRICITY);
  const day = meter.getByLabel("Показания, День");
  const night = meter.getByLabel("Показания, Ночь");
  const [dayFloor, nightFloor] = [await floorOf(day), await floorOf(night)];
  await day.fill(String(dayFloor + 10));
  await night.fill(String(nightFloor - 1));
  // The current period already has a reading in the demo data: this one changes it.
  await meter.getByRole("button", { name: "Изменить показания" }).click();
  const again = await openMeter(page, ELECTRICITY);
  // The error summary at the top of the form links to the field; the same message is the field's own.
  const summary = again.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Исправьте ошибки" }) });
  await expect(summary.getByRole("link", { name: "Новое значение не может быть меньше предыдущего" })).toHaveCount(1);
  await expect(page).toHaveTitle(/^Ошибка: /);
  await expect(again.getByLabel("Показания, Ночь")).toHaveAccessibleDescription(
    /Новое значение не может быть меньше предыдущего/,
  );
  await expect(again.getByLabel("Показания, День")).not.toHaveAccessibleDescription(/меньше предыдущего/);
  await expect(again.getByLabel("Показания, День")).toHaveValue(String(dayFloor + 10));
  await expect(again.getByLabel("Показания, Ночь")).toHaveValue(String(nightFloor - 1));
  await again.getByLabel("Показания, Ночь").fill(String(nightFloor + 5));
  await again.getByRole("button", { name: "Изменить показания" }).click();
  await expect(notices(page)).toContainText("Новые показания переданы");
  await expect(page).not.toHaveTitle(/^Ошибка/);
  const after = await openMeter(page, ELECTRICITY);
  await expect(after).toContainText(
    `Показания за текущий месяц переданы: День ${dayFloor + 10}, Ночь ${nightFloor + 5}`,
  );
});

test(
  "without JS, a reading below the previous one comes back with the error summary in the first screen",
  NOJS_ONLY,
  async ({ page, login, residents }) => {
    await login(await residents.withMeters(), "/meters");
    const meter = await openMeter(page, COLD);
    const field = meter.getByLabel("Показания", { exact: true });
    const floor = await floorOf(field);
    expect(floor, "the demo meter has a previous reading to go below").toBeGreaterThanOrEqual(1);
    await field.fill(String(Math.floor(floor) - 1));
    await meter.getByRole("button", { name: "Передать показания" }).click();
    // The form posts to its own fragment: the refused page opens at the form, its summary on the first screen.
    await expect(page).toHaveURL(/#reading-\d+$/);
    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Исправьте ошибки" }) });
    await expect(summary).toBeInViewport();
    await expect(page).toHaveTitle(/^Ошибка: /);
    await expect(field).toHaveValue(String(Math.floor(floor) - 1));
    await summary.getByRole("link", { name: "Новое значение не может быть меньше предыдущего" }).click();
    await expect(page).toHaveURL(new RegExp(`#${(await field.getAttribute("id"))!}$`));
    await expect(field).toBeInViewport();
    await expect(meter).not.toContainText("Показания за текущий месяц переданы");
  },
);

test("letters are not taken: cleaned while typing with JS, refused by the server without", async ({
  page,
  login,
  residents,
}) => {
  await login(await residents.withMeters(), "/meters");
  const meter = await openMeter(page, COLD);
  const field = meter.getByLabel("Показания", { exact: true });
  const floor = Math.floor(await floorOf(field)) + 1;
  if (jsEnabled()) {
    await field.pressSequentially(`${floor}a,7б`);
    await expect(field).toHaveValue(`${floor}.7`);
  } else {
    await field.fill(`${floor}a,7`);
    await meter.getByRole("button", { name: "Передать показания" }).click();
    const again = await openMeter(page, COLD);
    await expect(again.getByLabel("Показания", { exact: true })).toHaveAccessibleDescription(/Неверный формат/);
    await expect(again.getByLabel("Показания", { exact: true })).toHaveValue(`${floor}a,7`);
    await again.getByLabel("Показания", { exact: true }).fill(`${floor},7`);
  }
  await page.locator("details[open]").getByRole("button", { name: "Передать показания" }).first().click();
  await expect(notices(page)).toContainText("Новые показания переданы");
  await expect(await openMeter(page, COLD)).toContainText(`Показания за текущий месяц переданы: ${floor},7`);
});

test("an abnormal reading asks for confirmation and is sent only after it", async ({ page, login, residents }) => {
  await login(await residents.withMeters(), "/meters");
  let meter = await openMeter(page, COLD);
  const floor = await floorOf(meter.getByLabel("Показания", { exact: true }));
  const value = String(Math.floor(floor) + 100);
  await meter.getByLabel("Показания", { exact: true }).fill(value);
  await meter.getByRole("button", { name: "Передать показания" }).click();
  meter = await openMeter(page, COLD);
  const warning = meter.getByRole("alert").filter({ hasText: "Проверьте показания" });
  // Issue 31 item 14: a meter of one tariff has nothing to name in brackets (it said «Расход (1)»).
  await expect(warning).toContainText("Расход более чем в 3 раза выше обычного");
  await expect(meter.getByLabel("Показания", { exact: true })).toHaveValue(value);
  await expect(meter).not.toContainText("Показания за текущий месяц переданы");
  await warning.getByRole("button", { name: "Да, передать" }).click();
  await expect(notices(page)).toContainText("Новые показания переданы");
  await expect(await openMeter(page, COLD)).toContainText(`Показания за текущий месяц переданы: ${value}`);
});

test("verification order on the hot-water meter", async ({ page, login, residents }) => {
  // The dialog closes by itself 10 s after the answer (§9): the page's clock is faked, to move it on.
  await page.clock.install();
  await login(await residents.withMeters(), "/meters");
  let meter = await openMeter(page, HOT);
  await expect(meter).toContainText("Скоро поверка");
  await meter.getByRole("link", { name: /Заказать поверку/ }).click();
  if (jsEnabled()) {
    const dialog = page.getByRole("alertdialog", { name: "Поверка прибора учёта" });
    await expect(dialog).toContainText("Создать заявку на поверку?");
    await dialog.getByRole("button", { name: "Нет" }).click();
    await expect(dialog).toBeHidden();
    await meter.getByRole("link", { name: /Заказать поверку/ }).click();
    await dialog.getByRole("button", { name: "Да" }).click();
    await expect(dialog.getByRole("status")).toContainText(
      /Создана заявка № \S+ на поверку: Кухня \(Горячая вода\)\. Специалист свяжется с вами/,
    );
    // The answer stays a while, then the dialog closes by itself.
    await page.clock.runFor(5_000);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(dialog).toBeHidden();
  } else {
    await expect(page).toHaveURL(/\/meters\/\d+\/verify/);
    await expect(page.getByText("Создать заявку на поверку?")).toBeVisible();
    await page.getByRole("button", { name: "Да" }).click();
    await expect(notices(page)).toContainText(
      /Создана заявка № \S+ на поверку: Кухня \(Горячая вода\)\. Специалист свяжется с вами/,
    );
  }
  meter = await openMeter(page, HOT);
  await expect(meter).toContainText("Заявка на поверку создана");
  await expect(meter.getByRole("link", { name: /Заказать поверку/ })).toHaveCount(0);
});

test("a meter not due for verification: no link, its confirm page says so and a post orders nothing", async ({
  page,
  login,
  residents,
  upstream,
}) => {
  await upstream.fault({
    path: "/meters/CreateRequestOnMeterRecheck",
    mode: "error",
    message: "The provider was called",
  });
  await login(await residents.withMeters(), "/meters");
  const meter = await openMeter(page, COLD);
  await expect(meter.getByRole("link", { name: /Заказать поверку/ })).toHaveCount(0);
  const id = await meter.locator("details[data-meter-id]").getAttribute("data-meter-id");
  await open(page, `/meters/${id}/verify`);
  await expect(page.getByText("Заказать поверку этого прибора учёта сейчас нельзя.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Да" })).toHaveCount(0);
  // A post made by hand is refused before the provider is asked.
  const answer = await page.request.post(`/meters/${id}/verify`, {
    form: {},
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  await open(page, answer.headers()["location"]!);
  await expect(notices(page)).toContainText("Заказать поверку этого прибора учёта сейчас нельзя.");
  await expect(page.locator("body")).not.toContainText("The provider was called");
});

test("Иванов's meters: the gas meter refuses entry, the address filter, history and its CSV", async ({
  page,
  login,
}) => {
  await login(IVANOV, "/meters");
  const gas = await openMeter(page, GAS);
  await expect(gas).toContainText("Истёк срок поверки");
  await expect(gas).toContainText(/Показания не принимаются до проведения поверки/);
  await expect(gas.getByLabel("Показания", { exact: true })).toHaveCount(0);
  // Overdue gas may be verified.
  await expect(gas.getByRole("link", { name: /Заказать поверку/ })).toBeVisible();
  await expect(gas.getByRole("img", { name: /Расход по месяцам/ })).toBeVisible();

  const csvHref = await gas.getByRole("link", { name: "Скачать историю (CSV)" }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toMatch(/^\uFEFF?Период;Показания;Способ передачи;Статус\r\n\d\d\.\d\d\.\d{4};[\d,]+;/);
  expect(text).toContain("Контрольное снятие сотрудником УК");
  const auto = await openMeter(page, /Ванная · Холодная вода/);
  await expect(auto).toContainText("радиомодулем");
  await expect(auto.getByRole("textbox")).toHaveCount(0);

  await page.getByLabel("Адрес").selectOption({ label: "г. Москва, ул. Садовая, д. 17, кв. 3" });
  if (!jsEnabled()) await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(/address=1000002/);
  await settle(page);
  await expect(page.locator("[data-meter-trigger]")).toHaveCount(1);
  const closed = await openMeter(page, /Счётчик холодной воды СВК-15|Холодная вода/);
  await expect(closed).toContainText("проводится перерасчёт");
});

test("without accounts: the prompt to add one; an account without meters: the placeholder", async ({
  page,
  login,
  residents,
}) => {
  await login(await residents.withMeters({ empty: true }), "/meters");
  await expect(page.getByText("Приборы учёта не найдены")).toBeVisible();
  // A resident with no account at all.
  await page.context().clearCookies();
  await login(await residents.fresh(), "/meters");
  await expect(page.getByText("Подключите лицевой счёт")).toBeVisible();
  await expect(page.getByRole("link", { name: "Подключить лицевой счёт" })).toBeVisible();
});

test("retired meters are hidden when the resident chose so in the profile", async ({ page, login, residents }) => {
  await login(await residents.withMeters(), "/meters");
  await expect(page.locator("[data-meter-trigger]").filter({ hasText: "Заменён" })).toHaveCount(1);
  await open(page, "/profile");
  await page.getByLabel("Не показывать выбывшие приборы учёта").check();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(notices(page)).toBeVisible();
  await open(page, "/meters");
  await expect(page.locator("[data-meter-trigger]").filter({ hasText: "Газовый" })).toHaveCount(1);
  await expect(page.locator("[data-meter-trigger]").filter({ hasText: "Заменён" })).toHaveCount(0);
});

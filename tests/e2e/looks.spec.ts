import type { Locator, Page } from "@playwright/test";
import { expect, JS_ONLY, jsEnabled, open, settle, test, type Credentials } from "./fixtures";
import { COLD, ELECTRICITY, expectStackedTables, HOT, openMeter, PHONE, DESKTOP } from "./looks-support";
import { chat, chatFormReady, PDF, requestWithCode } from "./requests-support";
import { IVANOV } from "./support";

// How the screens look (issue 14, item 15), part one: the file field, data tables on a phone, the resource
// icons and one number format per language. The shell, dialogs and names: looks-shell.spec.ts. Each runs with
// JS and without; the layout must be right without scripts too.

// ---------------------------------------------------------------------------------------------------------
// 1. The file field: a button that opens the native input, with JS the chosen name and a drop zone.

const FILE_SCREENS: Array<{
  screen: string;
  label: string;
  reach: (page: Page, login: (who: Credentials, path?: string) => Promise<void>) => Promise<void>;
}> = [
  { screen: "new request", label: "Файл (необязательно)", reach: (_page, login) => login(IVANOV, "/requests/new") },
  {
    screen: "chat by id",
    label: "Прикрепить файл",
    reach: async (page, login) => {
      const { id } = await requestWithCode(page.request, "Файл в чате", { statusId: 1 });
      await login(IVANOV, `/requests/${id}`);
      await chatFormReady(page);
    },
  },
  {
    screen: "chat by access code",
    label: "Прикрепить файл",
    reach: async (page) => {
      const { code } = await requestWithCode(page.request, "Файл по коду", { statusId: 1 });
      await open(page, `/rc/${code}`);
      await chatFormReady(page);
    },
  },
];

/**
 * The file field's box (app/ui/FileField.tsx): the input's own parent, with the button, the chosen name and,
 * in a browser that runs scripts, the drop hint; a file dropped anywhere on it becomes the input's file.
 */
const dropZone = (input: Locator) => input.locator("xpath=..");

for (const { screen, label, reach } of FILE_SCREENS) {
  test(`file field (${screen}): a labelled button opens the native input; with JS the name shows and a file can be dropped`, async ({
    page,
    login,
  }) => {
    await reach(page, login);
    const input = page.getByLabel(label);
    await expect(input).toHaveAttribute("type", "file");
    // The button is a <label> of the input, drawn as a button (a border and a button's height), not plain text.
    const button = page.locator(`label[for="${await input.getAttribute("id")}"]`).filter({ hasText: "Выбрать файл" });
    await expect(button).toBeVisible();
    const look = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return { border: parseFloat(s.borderTopWidth), height: el.getBoundingClientRect().height, cursor: s.cursor };
    });
    expect(look.border).toBeGreaterThan(0);
    expect(look.height).toBeGreaterThanOrEqual(32);
    expect(look.cursor).toBe("pointer");

    // The keyboard reaches the native input and its focus shows on the button. The round trip is tried again:
    // once in a CI run of ~900 tests on a saturated machine the focus was elsewhere after it (the input stays
    // the same element and keeps its focus through hydration and the checks' arrival, probed 10 times under load).
    await expect(async () => {
      await input.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(input).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 7_000 });
    // Retried: under load the form's checks can arrive (and re-render the form) just as the focus moves.
    await expect(button).toHaveCSS("outline-style", "solid");

    // The button opens the file chooser, with or without JS.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button.click()]);
    await chooser.setFiles(PDF);
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe("Акт.pdf");
    if (!jsEnabled()) return;
    await expect(page.getByTestId("file-chosen")).toHaveText("Акт.pdf");

    // A file dropped onto the box becomes the input's file (§2.3: "drag or choose").
    const zone = dropZone(input);
    await expect(zone).toContainText("перетащите");
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(["%PDF-1.4 dropped"], "Схема.pdf", { type: "application/pdf" }));
      return data;
    });
    await zone.dispatchEvent("dragover", { dataTransfer: dropped });
    await expect(zone).toHaveAttribute("data-dragging", "");
    await zone.dispatchEvent("drop", { dataTransfer: dropped });
    await expect(page.getByTestId("file-chosen")).toHaveText("Схема.pdf");
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe("Схема.pdf");
    await expect(zone).not.toHaveAttribute("data-dragging", "");
  });
}

test("a dropped file is sent with the chat message", JS_ONLY, async ({ page }) => {
  const { code } = await requestWithCode(page.request, "Перетащенный файл", { statusId: 1 });
  await open(page, `/rc/${code}`);
  const zone = dropZone(page.getByLabel("Прикрепить файл"));
  const dropped = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(["%PDF-1.4 dropped"], "Перетащен.pdf", { type: "application/pdf" }));
    return data;
  });
  await zone.dispatchEvent("drop", { dataTransfer: dropped });
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(chat(page).getByRole("link", { name: /Перетащен\.pdf/ })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------
// 2. Data tables on a phone: rows stacked, every cell on screen and headed by its column's name.

test("on a phone the payment tables show each row's cells on screen, each with its column name", async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  // Payment history with its charts' tables (one per account with payments), then the bills.
  await login(IVANOV, "/payment?tab=history");
  const main = page.getByRole("main");
  const charts = main.locator("summary").filter({ hasText: "Таблица платежей по месяцам" });
  await expect(charts.first()).toBeVisible();
  for (const summary of await charts.all()) await summary.click();
  await expectStackedTables(main, 1 + (await charts.count()));
  await open(page, "/payment?tab=bills");
  await expectStackedTables(main, 1);
});

test("on a phone the meter history shows each row's cells on screen, each with its column name", async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  // One and three tariffs, with the consumption chart's table.
  await login(IVANOV, "/meters");
  for (const header of [COLD, /Теплосчётчик Пульсар/]) {
    const meter = await openMeter(page, header);
    await meter.locator("summary").filter({ hasText: "Показать таблицей" }).click();
    await expectStackedTables(meter, 2);
  }
});

test("on a phone the other data tables stack too: the demo outbox and the contract's fields", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // A code sent to a phone of this test, so the outbox has a row.
  const phone = `79${String(Date.now()).slice(-9)}`;
  expect(
    (await page.request.post("/__upstream/Auth/SendCheckCode", { data: { phone }, headers: { client: "web" } })).ok(),
  ).toBe(true);
  await open(page, "/demo/outbox");
  await expectStackedTables(page.locator("body"), 1);
  await open(page, "/developers");
  // The schemas' field tables, folded: the first three opened.
  const schemas = page.locator("#schemas ~ details, #schemas + details").filter({ has: page.locator("table") });
  const opened = page.locator("details[open]").filter({ has: page.locator("table") });
  for (const schema of (await schemas.all()).slice(0, 3)) await schema.locator("summary").click();
  await expectStackedTables(opened, 3, 3);
});

test("on a wide screen the tables stay tables, their headers shown", async ({ page, login }) => {
  await page.setViewportSize(DESKTOP);
  await login(IVANOV, "/payment?tab=history");
  const table = page.getByRole("main").locator("table").first();
  await expect(table.locator("thead th").first()).toBeVisible();
  const [a, b] = await table.locator("tbody tr").first().locator("td").all();
  // Cells of a row sit side by side.
  expect((await b!.boundingBox())!.x).toBeGreaterThan((await a!.boundingBox())!.x);
});

// ---------------------------------------------------------------------------------------------------------
// 3. One icon per resource.

test("every demo meter shows its resource's icon, decorative, in the resource's colour", async ({ page, login }) => {
  await login(IVANOV, "/meters");
  const expected: Array<[RegExp, string]> = [
    [COLD, "coldWater"],
    [HOT, "hotWater"],
    [ELECTRICITY, "electricity"],
    [/Теплосчётчик Пульсар/, "heat"],
    [/Газовый счётчик BK-G4/, "gas"],
    [/Ванная · Холодная вода/, "coldWater"],
    [/Заменён · Электроэнергия/, "electricity"],
    [/СВК-15 · Холодная вода/, "coldWater"],
  ];
  const colours = new Map<string, string>();
  for (const [header, kind] of expected) {
    const icons = page.locator("[data-meter-trigger]").filter({ hasText: header }).locator("svg[data-resource]");
    await expect(icons, String(header)).toHaveCount(1);
    await expect(icons).toHaveAttribute("data-resource", kind);
    await expect(icons).toHaveAttribute("aria-hidden", "true");
    colours.set(kind, await icons.evaluate((el) => getComputedStyle(el).color));
  }
  // Five resources, five colours.
  expect(new Set(colours.values()).size).toBe(colours.size);
});

// ---------------------------------------------------------------------------------------------------------
// 4. One money and one number format per language.

const RU_MONEY = /^−?\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0₽$/;
const EN_MONEY = /^−?₽\d{1,3}(?:,\d{3})*\.\d{2}$/;

/** Switches the interface to English (the header's language form, with JS or without). */
async function english(page: Page) {
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await settle(page);
}

test("the payment pages and a paid request write money one way per language", async ({ page, login }) => {
  await login(IVANOV, "/payment?tab=history");
  for (const [lang, money] of [
    ["ru", RU_MONEY],
    ["en", EN_MONEY],
  ] as const) {
    if (lang === "en") await english(page);
    // The history's own table (the charts' tables, folded, have a paid column too).
    const sums = await page
      .getByRole("main")
      .locator(`td[data-label="${lang === "ru" ? "Оплачено" : "Paid"}"]:visible`)
      .allInnerTexts();
    expect(sums.length).toBeGreaterThan(0);
    for (const sum of sums) expect(sum, `${lang} history`).toMatch(money);

    await open(page, "/payment");
    const main = await page.getByRole("main").innerText();
    // Every amount on the accounts tab is written the one way: no "1500.00 ₽" beside "1 500,00 ₽".
    const amounts = (main.match(/[−-]?₽?\d[\d\u00a0,.]*(?:\s?₽)?/g) ?? []).filter((a) => a.includes("₽"));
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(a, `${lang} accounts tab`).toMatch(money);

    await open(page, "/requests");
    await page
      .getByRole("link", { name: /Платные услуги \/ Сантехнические работы/ })
      .first()
      .click();
    await expect(page.getByText(lang === "ru" ? "К оплате: 1\u00a0500,00\u00a0₽" : "To pay: ₽1,500.00")).toBeVisible();
    await open(page, "/payment?tab=history");
  }
});

test("the meters page writes readings one way per language, every decimal kept", async ({ page, login }) => {
  await login(IVANOV, "/meters");
  for (const [lang, reading] of [
    ["ru", /^\d+(?:,\d+)?$/],
    ["en", /^\d+(?:\.\d+)?$/],
  ] as const) {
    if (lang === "en") await english(page);
    // Cold water and gas have readings with three decimals in the demo.
    for (const header of [COLD, /Газовый счётчик BK-G4/]) {
      const meter = await openMeter(page, header);
      const values = await meter
        .locator(`td[data-label="${lang === "ru" ? "Показания" : "Reading"}"]:visible`)
        .allInnerTexts();
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) expect(v, `${lang} meter history`).toMatch(reading);
      expect(values.some((v) => /[.,]\d{2,3}$/.test(v))).toBe(true);
    }
    const hint = await (
      await openMeter(page, COLD)
    )
      .getByText(lang === "ru" ? /^Не меньше / : /^At least /)
      .innerText();
    expect(hint.replace(/^\D+/, ""), `${lang} hint`).toMatch(reading);
  }
});

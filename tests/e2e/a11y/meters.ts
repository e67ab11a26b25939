import type { Locator, Page } from "@playwright/test";
import { expect, open } from "../fixtures";
import { IVANOV } from "../support";
import type { A11yRow } from "./kit";

// Screen states of the meters area (meters.spec.ts) checked by tests/e2e/a11y.spec.ts. Meters are found by
// their names and resources, which are the provider's data and the same in both languages.

const COLD = /Кухня · Холодная вода/;
const HOT = /Кухня · Горячая вода/;
const ELECTRICITY = /Меркурий 201\.8/;

const triggerOf = (page: Page, header: RegExp) => page.locator("[data-meter-trigger]").filter({ hasText: header });
/** A meter's list item (its header and its panel, open or not). */
const meterItem = (page: Page, header: RegExp) => page.locator("li").filter({ has: triggerOf(page, header) });

/** Opens a meter's panel (a native disclosure, with JS and without) and returns its item. */
async function openMeter(page: Page, js: boolean, header: RegExp): Promise<Locator> {
  const trigger = triggerOf(page, header);
  const item = meterItem(page, header);
  if (!(await item.locator("details[open]").count())) await trigger.click();
  await item.locator(`h2[id$="-history"]`).waitFor();
  // Only the open panel's history is in the page: with JS it is fetched, without JS its link opens it.
  const show = item.locator(`a[href*="open="]`);
  if (!js && (await show.count())) await show.click();
  await item.getByText(/Показаний пока нет|Скачать историю \(CSV\)|No readings yet|Download history \(CSV\)/).waitFor();
  return item;
}

/** The reading fields of a panel with their floors (the previous values, from each field's hint). */
async function readingFields(item: Locator) {
  const inputs = item.locator("form input[inputmode=decimal]");
  const floors: number[] = [];
  for (const input of await inputs.all()) {
    const hint = await input.evaluate((el) => {
      const id = el
        .getAttribute("aria-describedby")
        ?.split(" ")
        .find((x) => x.endsWith("-hint"));
      return document.getElementById(id ?? "")?.textContent ?? "";
    });
    // "Не меньше 133,182" / "At least 133.182": the language's decimal separator.
    floors.push(Number(hint.replace(/[^\d.,]/g, "").replace(",", ".")));
  }
  return { inputs, floors };
}

/** Submits the panel's reading form (its main button, not the abnormal-reading confirmation). */
const sendReading = (item: Locator) => item.locator("form button[type=submit]:not([name])").click();

export const metersRows: A11yRow[] = [
  {
    screen: "meters",
    state: "list, one panel open (reading form, history, chart)",
    setup: async ({ residents, login, page, js }) => {
      await login(await residents.withMeters(), "/meters");
      await openMeter(page, js, COLD);
    },
  },
  {
    screen: "meters",
    state: "one address chosen, a meter under recalculation (Иванов)",
    setup: async ({ login, page, js }) => {
      await login(IVANOV, "/meters?address=1000002");
      await openMeter(page, js, /Холодная вода/);
    },
  },
  {
    screen: "meters",
    state: "a reading refused next to its field (2 tariffs)",
    setup: async ({ residents, login, page, js }) => {
      await login(await residents.withMeters(), "/meters");
      const item = await openMeter(page, js, ELECTRICITY);
      const { inputs, floors } = await readingFields(item);
      await inputs.nth(0).fill(String(floors[0]! + 10));
      await inputs.nth(1).fill(String(floors[1]! - 1));
      await sendReading(item);
      await expect(page.locator("form [aria-invalid=true]")).toHaveCount(1);
    },
  },
  {
    screen: "meters",
    state: "an abnormal reading asks to be confirmed",
    setup: async ({ residents, login, page, js }) => {
      await login(await residents.withMeters(), "/meters");
      const item = await openMeter(page, js, COLD);
      const { inputs, floors } = await readingFields(item);
      await inputs.first().fill(String(Math.floor(floors[0]!) + 100));
      await sendReading(item);
      await page.locator('form [role=alert] button[name="confirmed"]').waitFor();
    },
  },
  {
    screen: "meters · delete reading",
    state: "confirm dialog",
    only: "js",
    setup: async ({ residents, login, page, js }) => {
      await login(await residents.withMeters(), "/meters");
      const item = await openMeter(page, js, ELECTRICITY);
      await item.locator('a[href$="/delete"]').click();
      await page.getByRole("alertdialog").locator("form button[type=submit]").waitFor();
    },
  },
  {
    screen: "meters · delete reading",
    state: "confirm page",
    only: "nojs",
    setup: async ({ residents, login, page }) => {
      await login(await residents.withMeters(), "/meters");
      await open(page, (await meterItem(page, ELECTRICITY).locator('a[href$="/delete"]').getAttribute("href"))!);
    },
  },
  {
    screen: "meters · verification",
    state: "confirm dialog",
    only: "js",
    setup: async ({ residents, login, page, js }) => {
      await login(await residents.withMeters(), "/meters");
      const item = await openMeter(page, js, HOT);
      await item.locator('a[href$="/verify"]').click();
      await page.getByRole("alertdialog").locator("form button[type=submit]").waitFor();
    },
  },
  {
    screen: "meters · verification",
    state: "confirm page",
    only: "nojs",
    setup: async ({ residents, login, page }) => {
      await login(await residents.withMeters(), "/meters");
      await open(page, (await meterItem(page, HOT).locator('a[href$="/verify"]').getAttribute("href"))!);
    },
  },
  {
    screen: "meters",
    state: "an account without meters: the placeholder",
    setup: async ({ residents, login }) => login(await residents.withMeters({ empty: true }), "/meters"),
  },
  {
    screen: "meters",
    state: "no account: the prompt to add one",
    setup: async ({ residents, login }) => login(await residents.fresh(), "/meters"),
  },
];

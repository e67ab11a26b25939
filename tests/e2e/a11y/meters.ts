import type { Locator } from "@playwright/test";
import { expect } from "../fixtures";
import { IVANOV, PETROVA, SIDOROV } from "../support";
import type { A11yRow, Setup } from "./kit";

// Screen states of the meters area (meters.spec.ts, meters-history.spec.ts) checked by tests/e2e/a11y.spec.ts.
// Meters are told by their names and resources, which are the provider's data and the same in both languages.

const COLD = /Кухня · Холодная вода/;
const HOT = /Кухня · Горячая вода/;
const ELECTRICITY = /Меркурий 201\.8/;

/**
 * Иванов's demo meters, as the reference upstream seeds them (ids in seed order, the same on every fresh
 * database). The rows only look at them or post readings the portal refuses or asks to confirm before calling the
 * provider, so nothing of his changes and no throwaway resident is needed.
 */
const METER = {
  cold: { id: 1, name: COLD },
  hot: { id: 2, name: HOT },
  electricity: { id: 3, name: ELECTRICITY },
  recalculated: { id: 8, name: /Счётчик холодной воды СВК-15/ },
} as const;

/**
 * Opens /meters with a meter's panel open by URL (`?open=`: the server sends it open with its history, as
 * after a post) and returns the panel, checked to be that meter's.
 */
async function openMeter(
  { login, page }: Pick<Setup, "login" | "page">,
  meter: (typeof METER)[keyof typeof METER],
  query = "",
): Promise<Locator> {
  await login(IVANOV, `/meters?${query}open=${meter.id}`);
  const panel = page.locator(`details[open][data-meter-id="${meter.id}"]`);
  await expect(panel.locator("[data-meter-trigger]")).toContainText(meter.name);
  await panel
    .getByText(/Показаний пока нет|Скачать историю \(CSV\)|No readings yet|Download history \(CSV\)/)
    .waitFor();
  return panel;
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
const sendReading = (panel: Locator) => panel.locator("form button[type=submit]:not([name])").click();

export const metersRows: A11yRow[] = [
  {
    screen: "meters",
    state: "list, one panel open (reading form, history, chart)",
    setup: async (s) => void (await openMeter(s, METER.cold)),
  },
  {
    screen: "meters",
    state: "one address chosen, a meter under recalculation (Иванов)",
    setup: async (s) => void (await openMeter(s, METER.recalculated, "address=1000002&")),
  },
  {
    // Refused by the portal before the provider is called: Иванов's readings stay as they are.
    screen: "meters",
    state: "a reading refused next to its field (2 tariffs)",
    setup: async (s) => {
      const panel = await openMeter(s, METER.electricity);
      const { inputs, floors } = await readingFields(panel);
      await inputs.nth(0).fill(String(floors[0]! + 10));
      await inputs.nth(1).fill(String(floors[1]! - 1));
      await sendReading(panel);
      await expect(s.page.locator("form [aria-invalid=true]")).toHaveCount(1);
    },
  },
  {
    // The portal asks before it calls the provider: nothing is sent.
    screen: "meters",
    state: "an abnormal reading asks to be confirmed",
    setup: async (s) => {
      const panel = await openMeter(s, METER.cold);
      const { inputs, floors } = await readingFields(panel);
      await inputs.first().fill(String(Math.floor(floors[0]!) + 100));
      await sendReading(panel);
      await s.page.locator('form [role=alert] button[name="confirmed"]').waitFor();
    },
  },
  {
    screen: "meters · delete reading",
    state: "confirm dialog",
    only: "js",
    setup: async (s) => {
      const panel = await openMeter(s, METER.electricity);
      await panel.locator(`a[href="/meters/${METER.electricity.id}/delete"]`).click();
      await s.page.getByRole("alertdialog").locator("form button[type=submit]").waitFor();
    },
  },
  {
    screen: "meters · delete reading",
    state: "confirm page",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(IVANOV, `/meters/${METER.electricity.id}/delete`);
      await page.locator("main form button[type=submit]").waitFor();
    },
  },
  {
    screen: "meters · verification",
    state: "confirm dialog",
    only: "js",
    setup: async (s) => {
      const panel = await openMeter(s, METER.hot);
      await panel.locator(`a[href="/meters/${METER.hot.id}/verify"]`).click();
      await s.page.getByRole("alertdialog").locator("form button[type=submit]").waitFor();
    },
  },
  {
    screen: "meters · verification",
    state: "confirm page",
    only: "nojs",
    setup: async ({ login, page }) => {
      await login(IVANOV, `/meters/${METER.hot.id}/verify`);
      await page.locator("main form button[type=submit]").waitFor();
    },
  },
  {
    // Петрова's account has no meters.
    screen: "meters",
    state: "an account without meters: the placeholder",
    setup: ({ login }) => login(PETROVA, "/meters"),
  },
  {
    // Сидоров has no account.
    screen: "meters",
    state: "no account: the prompt to add one",
    setup: async ({ login, page }) => {
      await login(SIDOROV, "/meters");
      await page.locator('main a[href="/accounts/add"]').waitFor();
    },
  },
];

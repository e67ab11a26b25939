import type { Locator, Page } from "@playwright/test";
import { expect, jsEnabled, settle } from "./fixtures";

// Helpers of the meters specs (meters.spec.ts: readings and verification; meters-digits.spec.ts: a reading's
// digit and length limits).

/** Opens a meter's panel (a native disclosure, with JS and without) and returns the panel's list item. */
export async function openMeter(page: Page, header: RegExp | string): Promise<Locator> {
  await settle(page);
  const trigger = page.locator("[data-meter-trigger]").filter({ hasText: header });
  await expect(trigger).toHaveCount(1);
  const item = page.getByRole("listitem").filter({ has: trigger });
  if (!(await item.locator("details[open]").count())) await trigger.click();
  await expect(item.getByRole("heading", { name: "История показаний" })).toBeVisible();
  // Only the open panel's history is in the page: with JS it is fetched, without JS its link opens it.
  const show = item.getByRole("link", { name: "Показать историю и график расхода" });
  if (!jsEnabled() && (await show.count())) await show.click();
  await expect(item.getByText(/Показаний пока нет|Скачать историю \(CSV\)/)).toBeVisible();
  return item;
}

/** The previous value of a reading field, from its hint 'Не меньше N' (a decimal comma in Russian). */
export async function floorOf(field: Locator): Promise<number> {
  const hint = await field.evaluate(
    (el) =>
      document.getElementById(
        el
          .getAttribute("aria-describedby")
          ?.split(" ")
          .find((id) => id.endsWith("-hint")) ?? "",
      )?.textContent ?? "",
  );
  const n = Number(hint.replace(/[^\d,]/g, "").replace(",", "."));
  expect(Number.isFinite(n) && hint.length > 0, `hint of ${await field.getAttribute("name")}: ${hint}`).toBe(true);
  return n;
}

export const COLD = /Кухня · Холодная вода/;
export const HOT = /Кухня · Горячая вода/;
export const ELECTRICITY = /Меркурий 201\.8/;
export const GAS = /Газовый счётчик BK-G4/;

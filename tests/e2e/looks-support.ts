import type { Locator, Page } from "@playwright/test";
import { expect, jsEnabled, settle } from "./fixtures";

// Helpers of the looks specs (looks.spec.ts, looks-shell.spec.ts).

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const COLD = /Кухня · Холодная вода/;
export const HOT = /Кухня · Горячая вода/;
export const ELECTRICITY = /Меркурий 201\.8/;

/** Opens a meter's panel (a native disclosure, with JS too: decision 0021) and returns its list item. */
export async function openMeter(page: Page, header: RegExp): Promise<Locator> {
  await settle(page);
  const trigger = page.locator("[data-meter-trigger]").filter({ hasText: header });
  await expect(trigger).toHaveCount(1);
  const item = page.getByRole("listitem").filter({ has: trigger });
  if (!(await item.locator("details[open]").count())) await trigger.click();
  await expect(item.locator('h2[id$="-history"]')).toBeVisible();
  // Without JS a panel the page did not open has a link to the page with it open, history and all.
  const withHistory = item.locator('a[href*="open="]');
  if (!jsEnabled() && (await withHistory.count())) {
    await withHistory.first().click();
    return openMeter(page, header);
  }
  // With JS a panel the page did not bring fetches its history when opened (issue 15 item 9); only the loaded
  // history's section has no aria-busy at all.
  if (jsEnabled()) await expect(item.locator('section[aria-labelledby$="-history"]:not([aria-busy])')).toBeVisible();
  return item;
}

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

/**
 * The data tables in `scope` (at least `least`, the first `most` checked), on a phone: each of the first rows'
 * cells inside the viewport, on a line of its own, labelled with its column's header and showing that label
 * (drawn before it: a label only in the markup showed nothing, and the cart's cells ran together, issue 31).
 */
export async function expectStackedTables(scope: Locator, least: number, most = Infinity) {
  const tables = scope.locator("table");
  await expect(tables.nth(least - 1)).toBeAttached();
  for (const table of (await tables.all()).slice(0, most)) {
    const found = await table.evaluate((el) => {
      const headers = [...el.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
      const rows = [...el.querySelectorAll("tbody tr")].slice(0, 3).map((tr) =>
        [...tr.querySelectorAll("th, td")].map((cell) => {
          const box = cell.getBoundingClientRect();
          return {
            label: cell.getAttribute("data-label"),
            drawn: getComputedStyle(cell, "::before").content,
            top: box.top,
            text: (cell as HTMLElement).innerText,
            left: box.left,
            right: box.right,
            width: box.width,
          };
        }),
      );
      return { headers, rows };
    });
    expect(found.rows.length).toBeGreaterThan(0);
    for (const cells of found.rows) {
      expect(cells.map((c) => c.label)).toEqual(found.headers);
      for (const [i, c] of cells.entries()) {
        expect(c.drawn, `${c.label}: ${c.text}`).toContain(c.label);
        if (i > 0) expect(c.top, `${c.label}: ${c.text} on a line of its own`).toBeGreaterThan(cells[i - 1]!.top);
        expect(c.width, `${c.label}: ${c.text}`).toBeGreaterThan(0);
        expect(c.left, `${c.label}: ${c.text}`).toBeGreaterThanOrEqual(0);
        expect(c.right, `${c.label}: ${c.text}`).toBeLessThanOrEqual(PHONE.width);
      }
    }
  }
}

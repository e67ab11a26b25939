import type { Page } from "@playwright/test";
import { expect, JS_ONLY, NOJS_ONLY, open, test } from "./fixtures";

// The login intro (§2.3; §9: autoplay 5 s). WCAG 2.2.2 (level A): what moves by itself can be paused, and it
// holds while the resident reads it (pointer over it, focus inside); under reduced motion it does not start
// (issue 33 item 7). Without JS nothing moves (there is no script to move it): the dots are links to their slides.

const dots = (page: Page) => page.locator("[data-scope=carousel][data-part=indicator]");
/** The slide the dots mark as current (0-based), -1 if none. */
const current = (page: Page) =>
  dots(page).evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-current") === "true"));
const intro = (page: Page) => page.getByRole("region", { name: "Возможности личного кабинета" });
const track = (page: Page) => page.getByRole("region", { name: "Слайды" });
/**
 * The slide the row is scrolled to, read from the row itself: a move made while the test's clock ran shows here
 * at once (the dots follow the row's scroll event, which comes after).
 */
const shown = (page: Page) => track(page).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));

test(
  "the intro moves on every 5 s; the pointer over it and the focus inside hold it, its pause button stops it",
  JS_ONLY,
  async ({ page }) => {
    await page.clock.install();
    await open(page, "/login");
    // The row's smooth scrolling runs on real time, not on the test's clock: instant here, so a move shows at once.
    await track(page).evaluate((el) => {
      el.style.scrollBehavior = "auto";
    });
    expect(await current(page)).toBe(0);
    await page.clock.runFor(5_000);
    await expect.poll(() => current(page), { message: "the second slide after 5 s" }).toBe(1);

    await intro(page).hover();
    await page.clock.runFor(11_000);
    expect(await shown(page), "held while the pointer is over it").toBe(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect.poll(() => current(page), { message: "on again once the pointer left" }).toBe(2);

    await track(page).focus();
    await page.clock.runFor(11_000);
    expect(await shown(page), "held while the focus is inside").toBe(2);

    await page.getByRole("button", { name: "Остановить смену слайдов" }).click();
    await expect(page.getByRole("button", { name: "Запустить смену слайдов" })).toBeVisible();
    // Focus and pointer leave: only the pause holds it now.
    await page.getByLabel("Телефон").focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(16_000);
    expect(await shown(page), "stopped by its pause button").toBe(2);

    await page.getByRole("button", { name: "Запустить смену слайдов" }).click();
    await page.getByLabel("Телефон").focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect.poll(() => current(page), { message: "on again after play" }).toBe(3);
  },
);

test("under reduced motion the intro does not start; its button offers to start it", JS_ONLY, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await open(page, "/login");
  await expect(page.getByRole("button", { name: "Запустить смену слайдов" })).toBeVisible();
  await page.clock.runFor(16_000);
  expect(await shown(page)).toBe(0);
});

test(
  "without JS the dots are links to their slides, no control that needs a script is shown, and forced colours keep the dots visible",
  NOJS_ONLY,
  async ({ page }) => {
    await open(page, "/login");
    await expect(page.getByRole("button", { name: /смену слайдов/ })).toBeHidden();
    const third = page.getByRole("group", { name: "Слайд 3 из 6" });
    await expect(third).not.toBeInViewport();
    await dots(page).nth(2).click();
    await expect(third).toBeInViewport();
    await expect(page).toHaveURL(/#intro-submit_readings$/);

    // Forced colours drop backgrounds: each dot is then a ring in the text colour.
    await page.emulateMedia({ forcedColors: "active" });
    const ring = await dots(page)
      .first()
      .evaluate((el) => getComputedStyle(el, "::before").borderTopWidth);
    expect(ring).toBe("2px");
  },
);

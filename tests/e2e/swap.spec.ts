import type { Locator, Page } from "@playwright/test";
import { expect, JS_ONLY, notices, test } from "./fixtures";
import { chat, unique } from "./requests-support";
import { IVANOV, upstreamRequests } from "./support";

// A form rendered first as a plain twin and then as conform's version (decision 0003) must never lose a press
// of its button made while the one replaces the other: the resident pressed while the page still loaded code
// and released once it had (CI lost such a chat message twice). The widget's code is held back here until the
// button is down, so the swap falls between the press and the release every time.

/** Holds the chunks whose names match `chunk` until the returned release is called. */
async function holdChunks(page: Page, chunk: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => chunk.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Presses `button` and releases it only once conform's version of `form` is in place. */
async function pressAcrossSwap(page: Page, button: Locator, form: Locator, release: () => void) {
  await expect(form).not.toHaveAttribute("novalidate");
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(form).toHaveAttribute("novalidate");
  await page.mouse.up();
}

test(
  "a press on Send held while conform's fields take the plain ones' place still sends the message",
  JS_ONLY,
  async ({ page, login, request }) => {
    const { id } = await upstreamRequests.create(request, unique("Чат для нажатия во время замены"));
    const release = await holdChunks(page, /\/assets\/MessageForm-[\w-]+\.js$/);
    await login(IVANOV, `/requests/${id}`);
    const text = unique("Нажато во время замены");
    await page.getByLabel("Сообщение", { exact: true }).fill(text);
    await pressAcrossSwap(
      page,
      page.getByRole("button", { name: "Отправить" }),
      page.locator("form#chat-message"),
      release,
    );
    await expect(chat(page)).toContainText(text);
  },
);

test(
  "a press on 'Передать показания' held while conform's fields take the plain ones' place still sends the reading",
  JS_ONLY,
  async ({ page, login, residents }) => {
    const release = await holdChunks(page, /\/assets\/ReadingFormScripted-[\w-]+\.js$/);
    await login(await residents.withMeters(), "/meters");
    // The panels become Ark's accordion first (its own swap, not held here); the reading form is inside one.
    await page.locator("[data-scope=accordion][data-part=item-trigger]").first().waitFor();
    const trigger = page.locator("[data-meter-trigger]").filter({ hasText: /Кухня · Холодная вода/ });
    await trigger.click();
    const meter = page.getByRole("listitem").filter({ has: trigger });
    const field = meter.getByLabel("Показания", { exact: true });
    const floor = Number(
      (await meter
        .getByText(/Не меньше/)
        .first()
        .textContent())!
        .replace(/[^\d,]/g, "")
        .replace(",", "."),
    );
    await field.fill(String(Math.floor(floor) + 4));
    await pressAcrossSwap(
      page,
      meter.getByRole("button", { name: "Передать показания" }),
      meter.locator("form"),
      release,
    );
    await expect(notices(page)).toContainText("Новые показания переданы");
  },
);

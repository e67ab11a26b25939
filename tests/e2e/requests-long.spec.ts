import { expect, press, test } from "./fixtures";
import { DESKTOP, PHONE } from "./looks-support";
import { chat, chatFormReady, unique } from "./requests-support";
import { IVANOV, upstreamRequests } from "./support";

// Issue 31 item 10: a 254-character file name widened the desktop requests page to 2 570 px. Long names and
// URLs wrap inside the chat, at every width.

const NAME = `${"Акт_выполненных_работ_по_заявке_".repeat(8)}`.slice(0, 250) + ".pdf";
const URL_TEXT = `https://example.ru/${"a1b2c3d4e5".repeat(30)}`;

for (const [screen, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`a 254-character file name and a long URL wrap in the chat (${screen}): the page is no wider than the window`, async ({
    page,
    request,
    login,
  }) => {
    const { id } = await upstreamRequests.create(request, unique("Длинные имена"));
    await page.setViewportSize(size);
    await login(IVANOV, `/requests/${id}`);
    await chatFormReady(page);
    expect(NAME).toHaveLength(254);
    await page.getByLabel("Сообщение", { exact: true }).fill(URL_TEXT);
    await page
      .getByLabel("Прикрепить файл")
      .setInputFiles({ name: NAME, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 long name") });
    await press(page, page.getByRole("button", { name: "Отправить" }), `/requests/${id}`);
    // The provider keeps the name's end when it shortens it: still far longer than any window is wide.
    const file = chat(page).getByRole("link", { name: /Акт_выполненных_работ.*\.pdf$/ });
    await expect(file).toBeVisible();
    expect((await file.innerText()).length).toBeGreaterThan(150);
    await expect(chat(page)).toContainText(URL_TEXT);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
  });
}

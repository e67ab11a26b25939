import { expect, test, type Page } from "@playwright/test";
import { jsEnabled } from "./support";

// Helpers of the requests specs (requests.spec.ts, requests-code.spec.ts).

export const notices = (page: Page) => page.getByRole("region", { name: "Уведомления" });
export const unique = (label: string) => `${label} ${test.info().project.name} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
export const chat = (page: Page) => page.getByTestId("chat-messages");
export const PDF = { name: "Акт.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test file") };

/** Without JS a choice comes back from the server with the next level. */
export async function choose(page: Page, label: string, option: { label: string } | { value: string } | string) {
  await page.getByLabel(label, { exact: true }).selectOption(typeof option === "string" ? { label: option } : option);
  if (!jsEnabled(test.info())) await page.getByRole("button", { name: "Показать варианты" }).click();
}

/** Opens a step of the chat: the dialog with JS, the step on the page without. Returns where its form is. */
export async function step(page: Page, button: string, title: RegExp) {
  await page.getByRole("link", { name: button }).click();
  if (jsEnabled(test.info())) {
    const dialog = page.getByRole(button === "Отменить заявку" ? "alertdialog" : "dialog", { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  return page.getByRole("main");
}

import type { APIRequestContext, Page } from "@playwright/test";
import { expect, jsEnabled, test } from "./fixtures";
import { upstreamRequests } from "./support";

// Helpers of the requests specs (requests.spec.ts, requests-code.spec.ts, requests-settings.spec.ts).

export const unique = (label: string) =>
  `${label} ${test.info().project.name} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
export const chat = (page: Page) => page.getByTestId("chat-messages");
export const PDF = { name: "Акт.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test file") };

/** Without JS a choice comes back from the server with the next level. */
export async function choose(page: Page, label: string, option: { label: string } | { value: string } | string) {
  await page.getByLabel(label, { exact: true }).selectOption(typeof option === "string" ? { label: option } : option);
  if (!jsEnabled()) await page.getByRole("button", { name: "Показать варианты" }).click();
}

/** Opens a step of the chat: the dialog with JS, the step on the page without. Returns where its form is. */
export async function step(page: Page, button: string, title: RegExp) {
  await page.getByRole("link", { name: button }).click();
  if (jsEnabled()) {
    const dialog = page.getByRole(button === "Отменить заявку" ? "alertdialog" : "dialog", { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  return page.getByRole("main");
}

/**
 * A request of Иванов that only the calling test acts on, reachable by its own access code (/rc/{code}) in
 * the given state: what the shared demo code 123456 was used for before.
 */
export async function requestWithCode(
  request: APIRequestContext,
  label: string,
  state: { statusId: number; canClose?: boolean },
) {
  const created = await upstreamRequests.create(request, unique(label));
  const code = `t${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const answer = await upstreamRequests.setState(request, created.id, { ...state, accessCode: code });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { ...created, code };
}

/**
 * With JS, waits for the page to hydrate (the message form is the same DOM before and after it): a test that
 * reads what the form's scripts add (the chosen file's name, a drop) starts after it.
 */
export async function chatFormReady(page: Page) {
  if (jsEnabled()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Helpers of the support chat's browser tests (support.spec.ts, a11y/support.ts).

/** A phone no other test uses: 10 national digits (the provider's is 7 and these). */
export const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

export const supportMessages = (page: Page) => page.getByTestId("support-messages");

/** Gives the visitor's phone on /support (the chat must show the phone step). */
export async function givePhone(page: Page, phone: string) {
  await page.getByLabel("Телефон").fill(phone);
  await page.getByRole("button", { name: "Начать чат" }).click();
  await expect(page.getByText(/^Телефон: \+7/)).toBeVisible();
}

export const upstreamSupport = {
  /** An operator's answer in the latest chat of `phone` (11 digits with 7). */
  async operator(request: APIRequestContext, phone: string, text: string) {
    const answer = await request.post("/__upstream/__test/support/message", { data: { phone, text } });
    expect(answer.ok(), await answer.text()).toBe(true);
  },
  async techInfo(request: APIRequestContext, phone: string): Promise<string[]> {
    const answer = await request.get(`/__upstream/__test/support/tech-info?phone=${phone}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { texts: string[] }).texts;
  },
};

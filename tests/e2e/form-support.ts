import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import type { Html } from "./html";

// How a spec reads a form of the form layer (app/ui/form.ts, decision 0021), as a resident's tools do: a field's
// own message describes the field (aria-describedby) and marks it invalid; a refused post puts the error summary
// («Исправьте ошибки», role alert) at the top of the form, a link per field and the form's own errors. By role,
// label and description, never by the words alone: the same words are also the summary's link and, in the
// server's page, the disabled button's hint (hidden from a browser without scripts).

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field shows `message` as its own, visibly: marked invalid, described by it, the message under it. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
  const id = await field.getAttribute("id");
  await expect(field.page().locator(`[id="${id}-error"]`)).toBeVisible();
  await expect(field.page().locator(`[id="${id}-error"]`)).toContainText(message);
}

/** The field shows no message: not marked invalid. */
export async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/** The error summary of a refused post on the page, or within `scope` (one form). */
export const errorSummary = (page: Page, scope: Page | Locator = page) =>
  // The inner locator is the page's: `has` matches it inside each alert.
  scope.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Исправьте ошибки" }) });

/**
 * Presses a submit button §5 keeps disabled while the rule finds an issue (with JS: aria-disabled, still
 * focusable, decision 0021), as a keyboard does: Enter on the focused button. It sends nothing and puts each
 * reason at its field.
 */
export async function pressDisabled(button: Locator) {
  await expect(button).toBeDisabled();
  await button.press("Enter");
}

/** Whether the page as sent (http project) has an alert saying `text`. */
export const sentAlert = (page: Html, text: string | RegExp) =>
  page.alerts().some((a) => (typeof text === "string" ? a.includes(text) : text.test(a)));

/**
 * As expectFieldError, in the page as sent (http project): the field marked invalid, described by its message,
 * the message under it.
 */
export function expectSentFieldError(page: Html, form: string, name: string, message: string) {
  const field = page.form(form)?.control(name);
  expect(field?.attribute("aria-invalid"), `${name} marked invalid`).toBe("true");
  expect(field!.described, `${name}'s description`).toContain(message);
  const id = field!.attribute("id")!;
  expect(field!.attribute("aria-describedby")).toContain(`${id}-error`);
  expect(page.within({ id: `${id}-error` })?.text, `${name}'s message`).toContain(message);
}

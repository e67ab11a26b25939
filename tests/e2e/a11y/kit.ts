import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, type Credentials, type Fixtures, type UpstreamHooks } from "../fixtures";

// The a11y table (tests/e2e/a11y.spec.ts): one row per screen state. Each row is checked by axe in both
// languages, with JS and without, so a row's setup must not depend on the interface language: reach fields by
// their `name`, buttons by `name`/`value` or a regex of both languages, never by Russian text alone.

export type Lang = "ru" | "en";

export interface Setup {
  /** The page to bring into the state: with scripts (js project) or with the app's scripts blocked (nojs). */
  page: Page;
  request: APIRequestContext;
  login: (who: Credentials, path?: string) => Promise<void>;
  residents: Fixtures["residents"];
  upstream: UpstreamHooks;
  js: boolean;
  lang: Lang;
}

export interface A11yRow {
  /** The screen, as a resident would name it: "login", "payment · pay form". */
  screen: string;
  /** empty, filled, error, dialog open, confirm step… */
  state: string;
  /** A state that exists only with JS (an open dialog) or only without it (a confirm page). */
  only?: "js" | "nojs";
  /**
   * The page ships no scripts (handle `scripts: false`, app/ui/no-scripts.ts), so both projects get the same
   * document: checked once, in the nojs project, which fails if the page ships a script after all.
   */
  noScripts?: true;
  setup: (s: Setup) => Promise<void>;
}

/** A form field by its `name` (language-independent), on the page or inside a dialog. */
export const field = (scope: Page | Locator, name: string) => scope.locator(`[name="${name}"]`).first();

/** With JS: clicks the link to `href` (a dialog link) and returns the dialog once `ready` is in it. */
export async function openDialog(
  page: Page,
  href: string,
  ready: string,
  role: "dialog" | "alertdialog" = "dialog",
): Promise<Locator> {
  await page.locator(`main a[href="${href}"]`).first().click();
  const dialog = page.getByRole(role);
  await dialog.locator(ready).first().waitFor();
  return dialog;
}

/** Submits the form around `name`d field, or the page's only main form, with its submit button of `intent`. */
export async function submit(page: Page, intent?: string) {
  const button = intent
    ? page.locator(`button[type=submit][value="${intent}"]`)
    : page.locator("main form button[type=submit]");
  await button.first().click();
}

/**
 * Sends a form by its submit button as the form layer expects (app/ui/form.ts, decision 0021). With JS a button
 * §5 keeps disabled while the rule finds an issue is aria-disabled, still focusable: a keyboard press (Enter)
 * sends nothing and puts each reason at its field. Without JS it posts and the server refuses.
 */
export async function pressBlocked(button: Locator, js: boolean) {
  if (!js) return button.click();
  await expect(button).toBeDisabled();
  await button.press("Enter");
}

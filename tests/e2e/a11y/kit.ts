import type { APIRequestContext, Page } from "@playwright/test";
import type { Credentials, Fixtures, UpstreamHooks } from "../fixtures";

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
  setup: (s: Setup) => Promise<void>;
}

/** A form field by its `name` (language-independent). */
export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();

/** Submits the form around `name`d field, or the page's only main form, with its submit button of `intent`. */
export async function submit(page: Page, intent?: string) {
  const button = intent ? page.locator(`button[type=submit][value="${intent}"]`) : page.locator("main form button[type=submit]");
  await button.first().click();
}

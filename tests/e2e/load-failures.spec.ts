import type { Page } from "@playwright/test";
import { expect, open, test, type Fault } from "./fixtures";
import { IVANOV } from "./support";

// Issue 14 item 10: a list the provider did not answer for shows the failure and a retry link, never its empty
// state ("Лицевые счета не подключены." after a failed load reads as data gone). One row per list a page loads
// from the provider; the ids are the demo data's (Иванов's account 1, request 2, the request with code 123456).
// Accessibility of the failed state: tests/e2e/a11y/shell.ts.

interface Row {
  page: string;
  url: string;
  /** The upstream call that fails. */
  path: string;
  /** What the page would say if the list were really empty: it must not. */
  empty?: string | RegExp;
  /** Logged in as Иванов, or anonymous (the request chat by code). */
  anonymous?: boolean;
}

const ROWS: Row[] = [
  { page: "payment, accounts", url: "/payment", path: "/Accounting/Info", empty: "Лицевые счета не подключены." },
  { page: "payment, history", url: "/payment?tab=history", path: "/Accounting/Info", empty: "Платежей нет" },
  { page: "payment, bills", url: "/payment?tab=bills", path: "/Accounting/Info", empty: "Квитанций нет" },
  {
    page: "invoices of an account",
    url: "/payment/invoices/1",
    path: "/PayOnline/GetInvoices",
    empty: "Неоплаченных счетов нет",
  },
  { page: "meters", url: "/meters", path: "/Meters/List", empty: "Приборы учёта не найдены" },
  { page: "requests list", url: "/requests", path: "/Requests/List", empty: "Заявок нет" },
  { page: "a request's chat", url: "/requests/2", path: "/Requests/Details/2" },
  { page: "new request (types)", url: "/requests/new", path: "/Requests/RequestTypes", empty: /Вид заявки/ },
  { page: "request chat by code", url: "/rc/123456", path: "/OpenRequests/Details/123456", anonymous: true },
];

const UNAVAILABLE = "Сервис управляющей компании сейчас недоступен. Повторите попытку позже.";

async function expectFailure(page: Page, row: Row, message: string) {
  const failure = page.getByRole("main").getByRole("alert").filter({ hasText: "Не удалось загрузить данные" });
  await expect(failure).toContainText(message);
  // The retry is a plain link to the same page: it works without scripts.
  await expect(failure.getByRole("link", { name: "Попробовать ещё раз" })).toHaveAttribute("href", row.url);
  if (row.empty) await expect(page.getByRole("main").getByText(row.empty)).toHaveCount(0);
}

for (const row of ROWS) {
  test(`${row.page}: a failed ${row.path} shows the failure and a retry, not an empty state`, async ({
    page,
    login,
    upstream,
  }) => {
    await upstream.fault({ path: row.path, mode: "500" });
    if (row.anonymous) await open(page, row.url);
    else await login(IVANOV, row.url);
    await expectFailure(page, row, UNAVAILABLE);
  });
}

test("a provider's error field is the failure's text", async ({ page, login, upstream }) => {
  const fault: Fault = { path: "/Meters/List", mode: "error", message: "Сервис показаний на обслуживании" };
  await upstream.fault(fault);
  await login(IVANOV, "/meters");
  await expectFailure(
    page,
    ROWS.find((r) => r.url === "/meters")!,
    "Сервис показаний на обслуживании",
  );
});

test("the retry link loads the page again, which shows the list once the provider answers", async ({
  page,
  login,
  upstream,
  request,
}) => {
  await upstream.fault({ path: "/Meters/List", mode: "500" });
  await login(IVANOV, "/meters");
  const retry = page.getByRole("link", { name: "Попробовать ещё раз" });
  await expect(retry).toBeVisible();
  const removed = await request.delete("/__upstream/__test/faults", { data: { path: "/Meters/List" } });
  expect(removed.ok()).toBe(true);
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(page.locator("[data-meter-trigger]").first()).toBeVisible();
});

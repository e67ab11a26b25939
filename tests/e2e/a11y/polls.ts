import { open } from "../fixtures";
import { freshOpenPollCode, pollResident } from "../polls-support";
import { IVANOV } from "../support";
import { field, submit, type A11yRow } from "./kit";

// Screen states of polls and open polls (polls.spec.ts) checked by tests/e2e/a11y.spec.ts. Иванов's polls are
// only looked at (4 partly completed and 6 completed are read already); states reached by answering use a
// throwaway resident or a fresh open-poll code.

export const pollsRows: A11yRow[] = [
  { screen: "polls", state: "list, no poll chosen", setup: async ({ login }) => login(IVANOV, "/polls") },
  {
    screen: "polls",
    state: "form (single, open, a link in the text)",
    setup: async ({ login, residents }) => login(await pollResident(residents, 1361), "/polls/form/3"),
  },
  {
    screen: "polls",
    state: "form refused (no answer)",
    setup: async ({ login, residents, page }) => {
      await login(await pollResident(residents, 1361), "/polls/form/2");
      await submit(page, "send");
      await page.locator("main form [role=alert]:not(:empty)").waitFor();
    },
  },
  {
    screen: "polls",
    state: "partly completed: continue offer",
    setup: async ({ login }) => login(IVANOV, "/polls/form/4"),
  },
  {
    screen: "polls",
    state: "continued (answered questions shown)",
    setup: async ({ login }) => login(IVANOV, "/polls/form/4?continue=1"),
  },
  {
    screen: "polls",
    state: "results (bars), completed shown",
    setup: async ({ login }) => login(IVANOV, "/polls/results/6?completed=1"),
  },
  {
    screen: "polls",
    state: "results hidden (thanks only)",
    setup: async ({ login, residents, page }) => {
      await login(await pollResident(residents, 101), "/polls/form/5");
      await field(page, "q501").check();
      await submit(page, "send");
      await page.waitForURL(/\/polls\/results\/5/);
    },
  },
  {
    screen: "open poll",
    state: "form",
    setup: async ({ page, request }) => void (await open(page, `/openpoll/${await freshOpenPollCode(request)}`)),
  },
  {
    screen: "open poll",
    state: "already completed",
    setup: async ({ page }) => void (await open(page, "/openpoll/2025")),
  },
  {
    screen: "open poll",
    state: "not found",
    setup: async ({ page }) => void (await open(page, "/openpoll/no-such-code")),
  },
  {
    screen: "open poll",
    state: "results after sending",
    setup: async ({ page, request }) => {
      const code = await freshOpenPollCode(request);
      await open(page, `/openpoll/${code}`);
      await field(page, "q701").check();
      await field(page, "q702").fill("Светлая штукатурка");
      await submit(page, "send");
      await page.waitForURL(/\/results$/);
    },
  },
];

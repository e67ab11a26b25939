import { ossResident } from "../oss-support";
import { PETROVA } from "../support";
import { submit, type A11yRow, field } from "./kit";

// Screen states of owners' meetings (oss.spec.ts) checked by tests/e2e/a11y.spec.ts. Петрова's meetings are only
// looked at (11 unpublished, 13 voting, 14 counted with a person as administrator, 15 completed with a protocol);
// states reached by voting use a throwaway resident with a copy of her premise (../oss-support.ts).

export const ossRows: A11yRow[] = [
  { screen: "oss list", state: "active tab", setup: async ({ login }) => login(PETROVA, "/oss") },
  { screen: "oss list", state: "completed tab", setup: async ({ login }) => login(PETROVA, "/oss?tab=completed") },
  {
    screen: "oss list",
    state: "empty",
    setup: async ({ login, request }) => login(await ossResident(request, "demo", 1361), "/oss"),
  },
  {
    screen: "oss list",
    state: "load failed",
    setup: async ({ login, upstream }) => {
      await upstream.fault({ path: "/OSS/List", mode: "500" });
      await login(PETROVA, "/oss");
    },
  },
  { screen: "oss info", state: "unpublished (no buttons)", setup: async ({ login }) => login(PETROVA, "/oss_info/11") },
  {
    screen: "oss info",
    state: "voting, organisation administrator",
    setup: async ({ login }) => login(PETROVA, "/oss_info/13"),
  },
  {
    screen: "oss info",
    state: "counted, person administrator",
    setup: async ({ login }) => login(PETROVA, "/oss_info/14"),
  },
  {
    screen: "oss vote",
    state: "a question with back (2 of 3)",
    setup: async ({ login, request }) => login(await ossResident(request, "fresh"), "/oss_vote/13?q=2"),
  },
  {
    screen: "oss vote",
    state: "no answer refused",
    setup: async ({ login, request, page }) => {
      await login(await ossResident(request, "fresh"), "/oss_vote/13");
      await submit(page, "next");
      await page.locator("main form [id$=-answer-error]:not(:empty)").waitFor();
    },
  },
  {
    screen: "oss vote",
    state: "SaveAnswer failed (notice, answer kept)",
    setup: async ({ login, request, page, upstream }) => {
      await upstream.fault({ path: "/OSS/SaveAnswer", mode: "error", message: "Голосование временно приостановлено" });
      await login(await ossResident(request, "demo"), "/oss_vote/13");
      await field(page, "answer").check();
      await submit(page, "complete");
      await page.getByRole("alert").filter({ hasText: "Голосование временно приостановлено" }).waitFor();
    },
  },
  { screen: "oss result", state: "common (bars)", setup: async ({ login }) => login(PETROVA, "/oss_result/15") },
  { screen: "oss result", state: "personal answers", setup: async ({ login }) => login(PETROVA, "/oss_result/14") },
];

import { IVANOV, PETROVA, SIDOROV } from "../support";
import type { A11yRow } from "./kit";

// Screen states of Home and the news and announcement pages (issue 16), checked by tests/e2e/a11y.spec.ts.
export const homeRows: A11yRow[] = [
  {
    screen: "home",
    state: "filled (Иванов: works, reminder, announcements, news, polls, accounts)",
    setup: ({ login }) => login(IVANOV, "/home"),
  },
  // Also the menu without a Requests item (OSS resident): the same page.
  {
    screen: "home",
    state: "accessOSS (Петрова: no announcements or news, no Requests in the menu)",
    setup: ({ login }) => login(PETROVA, "/home"),
  },
  {
    screen: "home",
    state: "empty (no accounts: the link-an-account prompt, no polls to complete)",
    // Сидоров: no account (home.spec.ts reads the same).
    setup: ({ login }) => login(SIDOROV, "/home"),
  },
  {
    screen: "home",
    state: "the event block failed (each of its blocks shows the failure)",
    setup: async ({ login, upstream }) => {
      await upstream.fault({ path: "/Common/EventBlockData", mode: "500" });
      await login(IVANOV, "/home");
    },
  },
  // An announcement with picture and files is the same ContentPage; the emergency one below is its own state.
  { screen: "news", state: "with picture, file and tracked link", setup: ({ login }) => login(IVANOV, "/news/1") },
  { screen: "announcement", state: "emergency (marked)", setup: ({ login }) => login(IVANOV, "/announcement/1") },
  { screen: "tracked link", state: "unknown code", setup: ({ login }) => login(IVANOV, "/link/no-such-code") },
];

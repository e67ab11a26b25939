import type { Page } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, notices, open } from "../fixtures";
import { PDF, requestWithCode, unique } from "../requests-support";
import { IVANOV, upstreamRequests } from "../support";
import { field, submit, type A11yRow, type Setup } from "./kit";

// Screen states of the requests area (requests.spec.ts, requests-code.spec.ts, requests-settings.spec.ts),
// checked by tests/e2e/a11y.spec.ts. Requests that a row acts on are its own (made straight at the provider).

type Step = "cancel" | "reopen" | "close";

type State = Parameters<typeof upstreamRequests.setState>[2];

/**
 * A request of Иванов only this row touches, moved on to `state`, with Иванов logged in on its chat, at `step`:
 * with JS its link opens the dialog; without JS the step is a page of its own (?do=…), opened by its URL.
 */
async function ownChat(s: Setup, state?: State, step?: Step) {
  const { id } = await upstreamRequests.create(s.request, unique("a11y"));
  if (state) await upstreamRequests.setState(s.request, id, state);
  await s.login(IVANOV, `/requests/${id}${step && !s.js ? `?do=${step}` : ""}`);
  if (step) await openStep(s.page, s.js, step);
  return id;
}

/** A chat step: with JS a click on its link opens the dialog; without JS it waits for the step's page. */
async function openStep(page: Page, js: boolean, step: Step) {
  if (js) await page.locator(`a[href$="?do=${step}"]`).click();
  await (
    js ? page.getByRole(step === "cancel" ? "alertdialog" : "dialog") : page.locator("#chat-step-heading")
  ).waitFor();
}

/** Confirms the open step with its own submit button (the dialog's, or the step's on the page). */
async function confirmStep(page: Page, js: boolean, step: Step) {
  const where = js
    ? page.getByRole(step === "cancel" ? "alertdialog" : "dialog")
    : page.locator('section[aria-labelledby="chat-step-heading"]');
  await where.locator("button[type=submit]").click();
}

/** A step the provider did not do: kept on the page (the dialog gave way to it), its failure beside its form. */
async function keptStepAlert(page: Page) {
  await page.locator('section[aria-labelledby="chat-step-heading"] [role=alert]').waitFor();
}

/** The dialog (js) and the confirm step (nojs) of one chat step: two rows. */
function stepRows(step: Step, state: string, setup: (s: Setup, step: Step) => Promise<unknown>): A11yRow[] {
  const run = async (s: Setup) => void (await setup(s, step));
  return [
    { screen: `requests · chat · ${step}`, state: `${state} · dialog open`, only: "js", setup: run },
    { screen: `requests · chat · ${step}`, state: `${state} · step page`, only: "nojs", setup: run },
  ];
}

const DONE = { statusId: 5, canClose: true };

export const requestsRows: A11yRow[] = [
  { screen: "requests · new", state: "empty", setup: ({ login }) => login(IVANOV, "/requests/new") },
  {
    screen: "requests · new",
    state: "creation denied for the chosen account (the account's message)",
    setup: async ({ page, login, residents }) => {
      const resident = await residents.withRequestFlags({
        denyRequestCreation: true,
        denyRequestCreationMessage: "Заявки по этому счёту принимает только диспетчер",
      });
      await login(resident, "/requests/new");
      await page.locator("#new-request-denied").waitFor();
    },
  },
  {
    screen: "requests · new",
    state: "emergency works of the chosen address",
    setup: async ({ page, login, js }) => {
      await login(IVANOV, "/requests/new");
      await field(page, "ident").selectOption("1000002");
      if (!js) await submit(page, "choose");
      await page.locator('section[aria-labelledby="works-heading"]').waitFor();
    },
  },
  {
    // Also the state after sending a message: an open request's chat with the message form, own messages.
    // The form's post is made as the page makes it (its fields, its once token, the page's cookies): its walk
    // through the dependent choices is requests.spec's, and the row checks the page the post leads to.
    screen: "requests · chat",
    state: "a new request just created (notice, file message, message form)",
    setup: async ({ page, login }) => {
      await login(IVANOV, "/requests/new");
      const once = await page.locator('form#new-request [name="once"]').inputValue();
      // Сантехника / протечка / в квартире.
      const answer = await page.request.post("/requests/new", {
        multipart: {
          once,
          intent: "create",
          ident: "1000001",
          typeID: "2",
          subTypeID: "21",
          detailSubTypeID: "211",
          text: unique("Капает с потолка"),
          file: PDF,
        },
        headers: { Origin: BASE_URL },
        maxRedirects: 0,
      });
      expect(answer.status(), "the request created").toBe(302);
      await open(page, answer.headers()["location"]!);
      await notices(page).waitFor();
      await page.locator('main form [name="text"]').first().waitFor();
    },
  },
  {
    screen: "requests · list",
    state: "open requests, the first one's chat beside",
    setup: ({ login }) => login(IVANOV, "/requests"),
  },
  {
    screen: "requests · chat",
    state: "modal at tablet width",
    only: "js",
    setup: async ({ page, login }) => {
      await page.setViewportSize({ width: 1000, height: 800 });
      await login(IVANOV, "/requests");
      await page.locator('main ul a[href^="/requests/"]').first().click();
      await page.getByRole("dialog").waitFor();
    },
  },
  {
    // Also commenting disabled by the settings: the same chat without the message form.
    screen: "requests · chat",
    state: "closed (no actions, no message form)",
    setup: async (s) => void (await ownChat(s, { statusId: 8, closed: true })),
  },
  {
    screen: "requests · chat",
    // The bonus field refused (more than allowed): its message, the error summary and every control of the block.
    state: "paid request (pay online with bonuses, refused, or in cash)",
    setup: async (s) => {
      await ownChat(s, { statusId: 2, paid: { sum: 700, text: "Замена крана", bonus: 100 } });
      const paid = s.page.locator("#paid-request");
      await paid.locator('[name="bonus"]').fill("999");
      await paid.locator('button[type="submit"]').first().click();
      await paid.locator('[name="bonus"][aria-invalid="true"]').waitFor();
    },
  },
  ...stepRows("cancel", "new request", (s, step) => ownChat(s, undefined, step)),
  ...stepRows("reopen", "done", (s, step) => ownChat(s, DONE, step)),
  ...stepRows("close", "done, rating in stars (the default)", (s, step) => ownChat(s, DONE, step)),
  ...stepRows("close", "done, rating in smiles", async (s, step) => {
    await s.upstream.settings({ styleOfEvaluation: "smile" });
    await ownChat(s, DONE, step);
  }),
  {
    screen: "requests · chat",
    state: "cancel refused by the provider (the step kept, the error beside it)",
    setup: async (s) => {
      await s.upstream.fault({ path: "/Requests/CancelRequest", mode: "error", message: "Заявку уже взяли в работу" });
      await ownChat(s, undefined, "cancel");
      await confirmStep(s.page, s.js, "cancel");
      await keptStepAlert(s.page);
    },
  },
  {
    screen: "requests · chat",
    state: "reopen refused by the provider (the step kept with the reason, the error beside it)",
    setup: async (s) => {
      await s.upstream.fault({ path: "/Requests/Reopen", mode: "error", message: "Повторное открытие недоступно" });
      await ownChat(s, DONE, "reopen");
      await s.page.locator('form#chat-reopen [name="reason"]').fill("Течь снова появилась");
      await confirmStep(s.page, s.js, "reopen");
      await keptStepAlert(s.page);
    },
  },
  {
    screen: "request by code",
    state: "close failed at the provider (the step kept with the mark and comment, the failure beside it)",
    setup: async ({ page, request, upstream, js }) => {
      const { code } = await requestWithCode(request, "a11y", DONE);
      await upstream.fault({ path: "/OpenRequests/Close", mode: "500" });
      await open(page, `/rc/${code}${js ? "" : "?do=close"}`);
      await openStep(page, js, "close");
      await page.locator('form#chat-close [name="comment"]').fill("Спасибо, всё работает");
      await confirmStep(page, js, "close");
      await keptStepAlert(page);
    },
  },
  {
    screen: "request by code",
    state: "done, with a file (demo code 123456, only read)",
    setup: async ({ page }) => void (await open(page, "/rc/123456")),
  },
  {
    screen: "request by code",
    state: "too many lookups from this client (429 page with the wait)",
    setup: async ({ page, request }) => {
      // 10 unknown codes in an hour use up the client's misses (its test scope); the en pass finds them used.
      for (let i = 0; i < 10; i++)
        await request.get(`/rc/9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
      await open(page, "/rc/123456");
      await page.locator("h1").waitFor();
    },
  },
  {
    // Also commenting disabled by the settings: the same chat without the message form.
    screen: "request by code",
    state: "closed after confirming (notice, no actions, no message form)",
    setup: async ({ page, request, js }) => {
      const { code } = await requestWithCode(request, "a11y", DONE);
      await open(page, `/rc/${code}${js ? "" : "?do=close"}`);
      await openStep(page, js, "close");
      await confirmStep(page, js, "close");
      await notices(page).locator("[role=status]").waitFor();
      await page.locator('a[href$="?do=close"]').waitFor({ state: "detached" });
    },
  },
  {
    screen: "menu",
    state: "Requests item with the unread count",
    setup: async ({ page, request, login, residents }) => {
      const resident = await residents.withRequestFlags();
      const { id } = await upstreamRequests.create(
        request,
        unique("a11y"),
        { phone: `7${resident.phone}`, password: resident.password },
        resident.ident,
      );
      await upstreamRequests.staffMessage(request, id, "Ответ диспетчера");
      await login(resident, "/home");
      await page.getByTestId("menu-badge").first().waitFor();
    },
  },
];

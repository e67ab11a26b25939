import { expect, test } from "@playwright/test";
import { exclusive, shared } from "./locks";
import { chat, notices, step, unique } from "./requests-support";
import { expectNoA11yViolations, jsEnabled, open, REQUESTS_SETTINGS, upstreamRequests } from "./support";

// The request chat by access code (/rc/{code}), without login. The message form and the rating follow global
// settings that requests-settings.spec.ts changes: tests relying on the defaults hold the reader side.
test.describe.configure({ timeout: 60_000 });

const SETTINGS = REQUESTS_SETTINGS;

// The demo request of code 123456 is acted on by one test at a time (both projects share it) and put back.
const DEMO_CODE = "rc-123456";

test("/rc/123456 without login shows the chat in the empty layout", async ({ page }) => {
  await shared(DEMO_CODE, async () => {
    await open(page, "/rc/123456");
    await expect(page.getByRole("heading", { name: /Заявка №/ })).toBeVisible();
    await expect(chat(page)).toContainText("Блок питания домофона заменён");
    await expect(page.getByRole("navigation", { name: "Главное меню" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Подтвердить выполнение" })).toBeVisible();
    const file = await chat(page).getByRole("link", { name: /Акт выполненных работ/ }).getAttribute("href");
    expect((await page.request.get(file!)).headers()["content-type"]).toContain("application/pdf");
    await expectNoA11yViolations(page);
  });
});

test("/rc/123456 without login: reopen with a reason, send, then close with a rating", async ({ page, request }) => {
  const details = await request.get("/__upstream/OpenRequests/Details/123456");
  const { ID: id, RequestNumber: number } = ((await details.json()) as { request: { ID: number; RequestNumber: string } }).request;
  await shared(SETTINGS, () =>
    exclusive(DEMO_CODE, async () => {
      try {
        await open(page, "/rc/123456");
        await expect(page.getByRole("heading", { name: `Заявка №${number}` })).toBeVisible();
        // Done (status 5): no messages, but it can be reopened, with a reason.
        await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
        let form = await step(page, "Открыть повторно", new RegExp(`Повторное открытие заявки №${number}`));
        await form.getByRole("button", { name: "Открыть повторно" }).click();
        await expect(form.getByText("Укажите причину повторного открытия")).toBeVisible();
        if (!jsEnabled(test.info())) form = page.getByRole("main");
        const reason = unique("Домофон снова не работает");
        await form.getByLabel("Причина повторного открытия").fill(reason);
        await form.getByRole("button", { name: "Открыть повторно" }).click();
        await expect(notices(page)).toContainText("Заявка открыта повторно.");
        await expect(chat(page)).toContainText(reason);
        const text = unique("Сообщение по коду");
        await page.getByLabel("Сообщение").fill(text);
        await page.getByRole("button", { name: "Отправить" }).click();
        await expect(chat(page)).toContainText(text);
        // The dispatcher finishes it again; the resident confirms with a mark.
        await upstreamRequests.setState(request, id, { statusId: 5, canClose: true });
        await open(page, "/rc/123456");
        form = await step(page, "Подтвердить выполнение", new RegExp(`Подтвердить выполнение заявки №${number}`));
        await form.getByRole("radio", { name: "Оценка 3 из 5" }).check();
        await form.getByRole("button", { name: "Подтвердить и закрыть" }).click();
        await expect(notices(page)).toContainText("Спасибо! Заявка закрыта.");
        await expect(page).toHaveURL(/\/rc\/123456$/);
        await expect(page.getByRole("link", { name: "Подтвердить выполнение" })).toHaveCount(0);
        expect((await upstreamRequests.stored(request, id)).mark).toBe(3);
        await expectNoA11yViolations(page);
      } finally {
        // Done and closable again, as the demo data has it.
        await upstreamRequests.setState(request, id, { statusId: 5, canClose: true });
      }
    }),
  );
});

test("by access code without login: cancelling a new request", async ({ page, request }) => {
  const { id, number } = await upstreamRequests.create(request, unique("Отмена по коду"));
  const code = `c${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await upstreamRequests.setState(request, id, { statusId: 1, accessCode: code });
  await open(page, `/rc/${code}`);
  const form = await step(page, "Отменить заявку", new RegExp(`Отменить заявку №${number}`));
  await form.getByRole("button", { name: "Да, отменить" }).click();
  await expect(notices(page)).toContainText(`Заявка №${number} отменена.`);
  await expect(page.getByRole("link", { name: "Отменить заявку" })).toHaveCount(0);
  expect((await upstreamRequests.stored(request, id)).isClosed).toBe(true);
});

test("with JS, the chat by access code refreshes too", async ({ page, request }, info) => {
  test.skip(!jsEnabled(info), "live updates need JS");
  await shared(SETTINGS, async () => {
    const { id } = await upstreamRequests.create(request, unique("Живые обновления по коду"));
    const code = `live${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await upstreamRequests.setState(request, id, { statusId: 2, accessCode: code });
    await page.clock.install();
    await open(page, `/rc/${code}`);
    await page.getByLabel("Сообщение").fill("Пишу по коду");
    const staff = unique("Диспетчер ответил");
    await upstreamRequests.staffMessage(request, id, staff);
    await page.clock.runFor(31_000);
    await expect(chat(page)).toContainText(staff);
    await expect(page.getByLabel("Сообщение")).toHaveValue("Пишу по коду");
  });
});

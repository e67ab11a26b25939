import type { Page } from "@playwright/test";
import { expect, JS_ONLY, press, test } from "./fixtures";
import { step, unique } from "./requests-support";
import { IVANOV, upstreamRequests } from "./support";

// Issue 31 item 1: text typed into the chat while the dispatcher changes the request is never lost. The request
// no longer takes it, so it cannot be sent, but it stays on the page to copy, with why and (when done) Reopen.

const kept = (page: Page) => page.getByRole("region", { name: "Текст не отправлен" });

test("a message sent after the dispatcher marked the request done is kept, with why and Reopen", async ({
  page,
  request,
  login,
}) => {
  const { id } = await upstreamRequests.create(request, unique("Сообщение в выполненную"));
  await login(IVANOV, `/requests/${id}`);
  const text = unique("Мастер не пришёл, жду до вечера");
  await page.getByLabel("Сообщение", { exact: true }).fill(text);
  await upstreamRequests.setState(request, id, { statusId: 5, canClose: true });
  await press(page, page.getByRole("button", { name: "Отправить" }), `/requests/${id}`);
  await expect(kept(page).getByLabel("Ваше сообщение")).toHaveValue(text);
  await expect(kept(page)).toContainText("Заявка отмечена выполненной, пока вы писали");
  await expect(page.getByRole("link", { name: "Открыть повторно" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
});

test("a close comment sent after the dispatcher took the request back into work is kept, with why", async ({
  page,
  request,
  login,
}) => {
  const { id, number } = await upstreamRequests.create(request, unique("Комментарий к закрытию"));
  await upstreamRequests.setState(request, id, { statusId: 5, canClose: true });
  await login(IVANOV, `/requests/${id}`);
  const form = await step(page, "Подтвердить выполнение", new RegExp(`Подтвердить выполнение заявки №${number}`));
  const comment = unique("Всё сделали, спасибо");
  await form.getByLabel("Комментарий").fill(comment);
  await upstreamRequests.setState(request, id, { statusId: 2 });
  await press(page, form.getByRole("button", { name: "Подтвердить и закрыть" }), `/requests/${id}`);
  await expect(kept(page).getByLabel("Ваш комментарий")).toHaveValue(comment);
  await expect(kept(page)).toContainText("Заявка изменилась, пока вы писали");
  // In work again: the message form is back, and the request was not closed.
  await expect(page.getByRole("button", { name: "Отправить" })).toBeVisible();
  expect(await upstreamRequests.stored(request, id)).toMatchObject({ statusId: 2, isClosed: false });
});

test(
  "with JS, a draft outlives the 30-second update that closes the request",
  JS_ONLY,
  async ({ page, request, login }) => {
    const { id } = await upstreamRequests.create(request, unique("Черновик при закрытии"));
    await page.clock.install();
    await login(IVANOV, `/requests/${id}`);
    const text = unique("Пишу длинное сообщение");
    await page.getByLabel("Сообщение", { exact: true }).fill(text);
    await upstreamRequests.setState(request, id, { statusId: 8, closed: true });
    await page.clock.runFor(31_000);
    await expect(page.getByRole("button", { name: "Отправить" })).toHaveCount(0);
    await expect(kept(page).getByLabel("Ваше сообщение")).toHaveValue(text);
    await expect(kept(page)).toContainText("Заявка закрыта, пока вы писали");
  },
);

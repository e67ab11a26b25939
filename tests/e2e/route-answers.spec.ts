import { BASE_URL } from "./base-url";
import { expect, HTTP, signIn, test } from "./fixtures";
import { html, htmlOf } from "./html";
import { ossResident } from "./oss-support";
import { requestWithCode } from "./requests-support";
import { IVANOV, PETROVA } from "./support";

// Issue 31 item 18: what a screen's URL answers when a part of it is missing or switched off. A signed-in
// resident stays in the shell (header and menu) on a 404; an unknown access code says what to check; the
// page by code has the language switch every page without the shell has; a bills link with bills off says so.

const MENU = ["nav", "aria-label", "Главное меню"] as const;

test("a screen's URL without its id is a 404 inside the shell", HTTP, async ({ request }) => {
  await signIn(request, IVANOV);
  for (const url of ["/requestconfirmation", "/polls/form", "/polls/results"]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(404);
    const page = await htmlOf(answer);
    expect(page.texts("h1"), url).toContain("Такой страницы не существует");
    expect(page.has(...MENU), `${url} keeps the header and the menu`).toBe(true);
  }
  // The meetings are a resident with accessOSS's (the others go Home).
  await signIn(request, PETROVA);
  const answer = await request.get("/oss_info");
  expect(answer.status()).toBe(404);
  expect((await htmlOf(answer)).has(...MENU), "/oss_info keeps the header and the menu").toBe(true);
});

test("a request by an unknown access code says it was not found and to check the code", HTTP, async ({ request }) => {
  const answer = await request.get(`/rc/nope${Date.now()}`);
  expect(answer.status()).toBe(404);
  const page = await htmlOf(answer);
  expect(page.texts("h1")).toEqual(["Заявка не найдена"]);
  expect(page.text).toContain("Проверьте код доступа");
  expect(page.text).not.toContain("Такой страницы не существует");
  expect(page.has("form", "action", "/language"), "the language switch").toBe(true);
});

test("a request by its access code has the language switch", HTTP, async ({ request }) => {
  const { code } = await requestWithCode(request, "Язык", { statusId: 1 });
  const page = await htmlOf(await request.get(`/rc/${code}`));
  const form = page.form({ field: "lng" });
  expect(form?.action).toBe("/language");
  expect(form?.buttons.map(([, value]) => value)).toEqual(["ru", "en"]);
  await request.post("/language", { form: { lng: "en", redirectTo: `/rc/${code}` } });
  expect((await htmlOf(await request.get(`/rc/${code}`))).texts("h1")).toEqual(["Request"]);
});

test(
  "a link to the bills with the Bills setting off says why the accounts show",
  HTTP,
  async ({ request, residents, upstream }) => {
    const { resident } = await residents.withAccounts([{ sum: 100 }]);
    const settings = await request.get("/__upstream/Config/MobileAppSettings");
    const { menu } = (await settings.json()) as { menu: Array<{ name_app: string; visible: boolean }> };
    await upstream.settings({ menu: menu.map((m) => (m.name_app === "Квитанции" ? { ...m, visible: false } : m)) });
    await signIn(request, resident);
    const page = await htmlOf(await request.get("/payment?tab=bills"));
    expect(page.text).toContain("Квитанции в кабинете отключены управляющей компанией");
    // With the setting on, the same link is the bills, with nothing to explain.
    await upstream.settings({ menu });
    const on = await htmlOf(await request.get("/payment?tab=bills"));
    expect(on.text).not.toContain("отключены");
  },
);

// Issue 31 item 19: a meeting's file URL names its meeting; the provider only checks the file is the resident's.
test("a meeting's file is served under its own meeting only", HTTP, async ({ request }) => {
  await signIn(request, PETROVA);
  const own = await request.get("/oss_info/15/files/5");
  expect(own.status()).toBe(200);
  expect(own.headers()["content-disposition"]).toContain("attachment");
  for (const url of ["/oss_info/13/files/5", "/oss_info/11/files/5", "/oss_info/999999/files/5"]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(404);
    expect(answer.headers()["content-disposition"], url).toBeUndefined();
  }
});

// Issue 31 item 14: a meter's confirm step opened by hand for what cannot be done says so on the page, with no
// «Да» that would only fail afterwards.
test(
  "a meter's confirm page for an impossible action says why, with no question to answer",
  HTTP,
  async ({ request, residents }) => {
    await signIn(request, await residents.withMeters());
    // The links a resident can follow: the page's data (in its scripts) carries every meter's.
    const meters = (await (await request.get("/meters")).text()).replace(/<script[\s\S]*?<\/script>/g, "");
    const withForm = [...meters.matchAll(/id="reading-(\d+)"/g)].map((m) => m[1]!);
    const deletable = new Set([...meters.matchAll(/\/meters\/(\d+)\/delete/g)].map((m) => m[1]!));
    const verifiable = new Set([...meters.matchAll(/\/meters\/(\d+)\/verify/g)].map((m) => m[1]!));
    const nothing = withForm.find((id) => !deletable.has(id));
    const notDue = withForm.find((id) => !verifiable.has(id));
    expect(nothing, "a meter without a reading of this period").toBeTruthy();
    expect(notDue, "a meter whose verification is not due").toBeTruthy();
    for (const [url, says] of [
      [`/meters/${nothing}/delete`, "удалять нечего"],
      [`/meters/${notDue}/verify`, "Заказать поверку этого прибора учёта сейчас нельзя"],
    ] as const) {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(200);
      const page = await htmlOf(answer);
      expect(page.text, url).toContain(says);
      expect(page.texts("button"), url).not.toContain("Да, удалить");
      expect(page.texts("button"), url).not.toContain("Да");
    }
  },
);

// Issue 31 item 14: «Изменить показания» changes the reading sent this period, so its fields start from it.
test(
  "a meter with a reading of this period offers it in the fields to change",
  HTTP,
  async ({ request, residents }) => {
    await signIn(request, await residents.withMeters());
    const source = await (await request.get("/meters")).text();
    const page = html(source);
    const changed = [...source.replace(/<script[\s\S]*?<\/script>/g, "").matchAll(/\/meters\/(\d+)\/delete/g)];
    expect(changed.length, "a meter with a reading of this period").toBeGreaterThan(0);
    for (const [, id] of changed) {
      const form = page.form(`reading-${id}`)!;
      expect(form.buttons.map(([, v]) => v).length, id).toBeGreaterThan(0);
      expect(form.control("Value")?.value, `meter ${id}: the reading of this period`).toMatch(/^\d+(\.\d+)?$/);
    }
  },
);

// Issue 31 item 15: without JS a double click on «Завершить голосование» sends the same form twice; the second
// lands where the first did (the results, «Ваш голос учтён»), not on a refusal of a vote already counted.
test("the same «Завершить голосование» form sent twice lands on the results both times", HTTP, async ({ request }) => {
  const who = await ossResident(request, "demo");
  await signIn(request, who);
  const page = await htmlOf(await request.get("/oss_vote/13"));
  const form = page.form({ field: "answer" })!;
  const entries = form.entries.filter(([name]) => name !== "answer");
  entries.push(["answer", "2"], ...form.buttons.filter(([name]) => name).map(([n, v]) => [n!, v] as [string, string]));
  const send = () =>
    request.post(form.action ?? "/oss_vote/13", {
      headers: { origin: BASE_URL, "content-type": "application/x-www-form-urlencoded" },
      data: new URLSearchParams(entries).toString(),
      maxRedirects: 0,
    });
  for (const attempt of ["first", "second"]) {
    const answer = await send();
    expect(answer.status(), attempt).toBe(302);
    expect(answer.headers()["location"], attempt).toBe("/oss_result/13");
    const result = await htmlOf(await request.get("/oss_result/13"));
    expect(result.text, attempt).toContain("Ваш голос учтён");
    expect(result.alerts().join(" "), attempt).toBe("");
  }
});

// Issue 31 item 15: the results of a poll answered in part do not thank for taking part.
test("the results of a poll answered in part say so instead of thanking", HTTP, async ({ request }) => {
  await signIn(request, IVANOV);
  const answer = await request.get("/polls/results/4");
  expect(answer.status()).toBe(200);
  const page = await htmlOf(answer);
  expect(page.text).toContain("Вы ответили не на все вопросы этого опроса");
  expect(page.text).not.toContain("Спасибо за участие в опросе");
});

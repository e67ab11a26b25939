import { BASE_URL } from "./base-url";
import { expect, HTTP, signIn, test } from "./fixtures";
import { requestWithCode } from "./requests-support";
import { IVANOV, upstreamRequests } from "./support";

// Issue 32 item 5: an attachment is judged by its content (app/domain/requests/content.ts), on every route that
// passes a file on, with login and without: HTML named .png and an executable named .pdf are refused next to the
// file field before any provider call; the same names with their formats' real first bytes go through.

const HTML_AS_PNG = { name: "фото.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script>") };
const EXE_AS_PDF = { name: "счёт.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00\x03\x00\x00\x00") };
const REAL_PNG = {
  name: "фото.png",
  mimeType: "image/png",
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
};
const REFUSED = "Недопустимый тип файла";
const headers = { Origin: BASE_URL };

test("a file whose content is not what its name says is refused on every upload route", HTTP, async ({ request }) => {
  // Without login: the chat by access code.
  const coded = await requestWithCode(request, "Файл по коду", { statusId: 2 });
  const byCode = await request.post(`/rc/${coded.code}`, {
    multipart: { intent: "message", text: "", file: HTML_AS_PNG },
    headers,
    maxRedirects: 0,
  });
  expect(byCode.status()).toBe(400);
  expect(await byCode.text()).toContain(REFUSED);

  await signIn(request, IVANOV);
  const own = await upstreamRequests.create(request, `Файл ${Date.now()}`);
  for (const file of [HTML_AS_PNG, EXE_AS_PDF]) {
    const chat = await request.post(`/requests/${own.id}`, {
      multipart: { intent: "message", text: "", file },
      headers,
      maxRedirects: 0,
    });
    expect(chat.status(), file.name).toBe(400);
    expect(await chat.text(), file.name).toContain(REFUSED);
  }
  const created = await request.post("/requests/new", {
    multipart: {
      intent: "create",
      ident: "1000001",
      typeID: "1",
      text: `Заявка с файлом ${Date.now()}`,
      file: EXE_AS_PDF,
    },
    headers,
    maxRedirects: 0,
  });
  expect(created.status()).toBe(400);
  expect(await created.text()).toContain(REFUSED);
  const support = await request.post("/support?talk=1", {
    multipart: { intent: "message", text: "", file: HTML_AS_PNG },
    headers,
    maxRedirects: 0,
  });
  expect(support.status()).toBe(400);
  expect(await support.text()).toContain(REFUSED);

  // The check reads the content, not the name: a real PNG of the same name is sent.
  const real = await request.post(`/requests/${own.id}`, {
    multipart: { intent: "message", text: "", file: REAL_PNG },
    headers,
    maxRedirects: 0,
  });
  expect(real.status()).toBe(302);
});

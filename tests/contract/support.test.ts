import { describe, expect, it } from "vitest";
import { fileForm, PETROVA, useUpstream } from "./harness";

// Иванов writes to his support chat here (its seeded past issue is the point): no other file reads his chat
// (see the harness on shared data). Chats without login are per device, each test registering its own.
const { up } = useUpstream();

const ADDED = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'DD.MM.YYYY HH:mm:ss' read as Moscow time (UTC+3, no daylight saving). */
function moscowInstant(added: string): number {
  const [, d, m, y, hh, mm, ss] = ADDED.exec(added)!;
  return Date.parse(`${y}-${m}-${d}T${hh}:${mm}:${ss}+03:00`);
}

async function newDevice(): Promise<string> {
  const res = await up.call("GET /TechSupport/RegisterNewDevice");
  expect(res.json.deviceID).toMatch(/^[0-9a-f-]{36}$/);
  return res.json.deviceID;
}

describe("help tree", () => {
  it("GET /TechSupport/GetSupportHelpTree: three levels with conclusions", async () => {
    const res = await up.call("GET /TechSupport/GetSupportHelpTree");
    const names = res.json.data.map((n: { Name: string }) => n.Name);
    expect(names).toEqual(expect.arrayContaining(["Оплата", "Показания", "Заявки", "Другой вопрос"]));
    const payment = res.json.data.find((n: { Name: string }) => n.Name === "Оплата");
    expect(payment.IsConclusion).toBe(false);
    const card = payment.Childrens.find((n: { Name: string }) => n.Name === "Не проходит оплата картой");
    expect(card.Childrens.length).toBeGreaterThan(0);
    const leaf = card.Childrens[0];
    expect(leaf.IsConclusion).toBe(true);
    expect(leaf.Conclusion.length).toBeGreaterThan(10);
    expect(leaf.Childrens).toEqual([]);
    const other = res.json.data.find((n: { Name: string }) => n.Name === "Другой вопрос");
    expect(other).toEqual({ Name: "Другой вопрос", Conclusion: null, IsConclusion: false, Childrens: [] });
  });
});

describe("chat without login", () => {
  it("RegisterNewDevice gives a new id each time", async () => {
    expect(await newDevice()).not.toBe(await newDevice());
  });

  it("GetMessages needs a registered device and a phone of at least 11 digits", async () => {
    const deviceID = await newDevice();
    expect((await up.call("GET /TechSupport/GetMessages", { query: { deviceID } })).json.Error).toContain(
      "Поле не может быть пустым",
    );
    expect(
      (await up.call("GET /TechSupport/GetMessages", { query: { phone: "7900123", deviceID } })).json.Error,
    ).toContain("11 цифр");
    const unknown = await up.call("GET /TechSupport/GetMessages", {
      query: { phone: "79001112233", deviceID: "nope" },
    });
    expect(unknown.json.Error).toContain("Устройство не зарегистрировано");
    const empty = await up.call("GET /TechSupport/GetMessages", { query: { phone: "79001112233", deviceID } });
    expect(empty.json).toEqual({ Messages: [], UpdateKey: "0", ShouldStartNewIssue: true });
  });

  it("tech info, then a message: the issue starts, with an automatic answer, in Moscow time", async () => {
    const deviceID = await newDevice();
    const phone = "+7 (900) 111-22-33";
    const ua = "Mozilla/5.0 (contract test)";
    const info = await up.call("POST /TechSupport/AddTechInfo", {
      body: { text: "Оплата → Не проходит оплата картой\nСтраница: /payment", phone, deviceID },
      headers: { "user-agent": ua },
    });
    expect(info.json).toEqual({ isSucceed: true });
    expect((await up.call("POST /TechSupport/AddMessage", { body: { text: "  ", phone, deviceID } })).json.Error).toBe(
      "Напишите вопрос оператору",
    );
    const sent = await up.call("POST /TechSupport/AddMessage", {
      body: { text: "Не проходит оплата", phone, deviceID },
    });
    expect(sent.json.isSucceed).toBe(true);

    const chat = await up.call("GET /TechSupport/GetMessages", {
      query: { phone: "79001112233", deviceID },
      headers: { "user-agent": ua },
    });
    expect(chat.json.ShouldStartNewIssue).toBe(false);
    expect(chat.json.Messages.map((m: { IsSelf: boolean; Text: string }) => [m.IsSelf, m.Text.slice(0, 12)])).toEqual([
      [true, "Не проходит "],
      [false, "Здравствуйте"],
    ]);
    expect(chat.json.Messages[0].ID).toBe(sent.json.ID);
    for (const m of chat.json.Messages) {
      expect(m.Added).toMatch(ADDED);
      expect(Math.abs(moscowInstant(m.Added) - Date.now())).toBeLessThan(120_000);
      expect(m.FileID).toBe(0);
    }
    expect(chat.json.UpdateKey).not.toBe("0");
    // The tech info reached the operator's side with the user agent, not the resident's chat.
    const tech = await up.env.DB.prepare("SELECT text FROM support_messages WHERE device_id = ? AND is_tech_info = 1")
      .bind(deviceID)
      .first<{
        text: string;
      }>();
    expect(tech?.text).toContain(`User-Agent: ${ua}`);

    // A second message gets no second automatic answer; the update key moves on.
    await up.call("POST /TechSupport/AddMessage", { body: { text: "Ещё вопрос", phone, deviceID } });
    const after = await up.call("GET /TechSupport/GetMessages", { query: { phone: "79001112233", deviceID } });
    expect(after.json.Messages).toHaveLength(3);
    expect(after.json.UpdateKey).not.toBe(chat.json.UpdateKey);
  });

  it("a chat belongs to its device and phone together", async () => {
    const deviceID = await newDevice();
    await up.call("POST /TechSupport/AddMessage", { body: { text: "Мой вопрос", phone: "79002223344", deviceID } });
    const otherDevice = await up.call("GET /TechSupport/GetMessages", {
      query: { phone: "79002223344", deviceID: await newDevice() },
    });
    expect(otherDevice.json.Messages).toEqual([]);
    const otherPhone = await up.call("GET /TechSupport/GetMessages", { query: { phone: "79002223345", deviceID } });
    expect(otherPhone.json.Messages).toEqual([]);
  });

  it("AddMessage and AddTechInfo refuse an unknown device", async () => {
    const body = { text: "Вопрос", phone: "79001112233", deviceID: "unknown" };
    expect((await up.call("POST /TechSupport/AddMessage", { body })).json.Error).toContain(
      "Устройство не зарегистрировано",
    );
    expect((await up.call("POST /TechSupport/AddTechInfo", { body })).json.Error).toContain(
      "Устройство не зарегистрировано",
    );
    expect((await up.call("POST /TechSupport/AddTechInfo", { body: { ...body, text: " " } })).json.Error).toContain(
      "техническая информация",
    );
    expect((await up.call("POST /TechSupport/AddTechInfo", { body: { ...body, text: "" } })).json).toMatchObject({
      path: "/text",
    });
  });
});

describe("chat files", () => {
  it("AddFile then File: the device's own file, under its name; another device gets 404", async () => {
    const deviceID = await newDevice();
    const pdf = "%PDF-1.4\n% support test\n";
    const added = await up.call("POST /TechSupport/AddFile", {
      form: fileForm(
        { deviceID, phone: "79003334455" },
        { name: "Квитанция май.pdf", type: "application/pdf", bytes: pdf },
      ),
    });
    expect(added.json.isSucceed).toBe(true);
    const chat = await up.call("GET /TechSupport/GetMessages", { query: { phone: "79003334455", deviceID } });
    expect(chat.json.Messages[0]).toMatchObject({ IsSelf: true, Text: "Квитанция май.pdf", FileID: added.json.FileID });

    const file = await up.call("GET /TechSupport/File", { query: { id: added.json.FileID, deviceID } });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe("application/pdf");
    expect(new TextDecoder().decode(file.bytes)).toBe(pdf);
    const disposition = file.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe("Квитанция май.pdf");

    // Without a phone the device's last phone is used.
    const second = await up.call("POST /TechSupport/AddFile", {
      form: fileForm(
        { deviceID },
        { name: "photo.png", type: "image/png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      ),
    });
    expect(second.json.isSucceed).toBe(true);
    expect(
      (await up.call("GET /TechSupport/GetMessages", { query: { phone: "79003334455", deviceID } })).json.Messages
        .length,
    ).toBe(3);

    expect(
      (await up.call("GET /TechSupport/File", { query: { id: added.json.FileID, deviceID: await newDevice() } }))
        .status,
    ).toBe(404);
    expect((await up.call("GET /TechSupport/File", { query: { id: added.json.FileID } })).status).toBe(404);
    expect(
      (await up.call("GET /TechSupport/File", { query: { id: added.json.FileID }, token: await up.login() })).status,
    ).toBe(404);
    expect((await up.call("GET /TechSupport/File", { query: { id: 999999, deviceID } })).status).toBe(404);
  });

  it("AddFile refuses a missing file, a bad name or type, an empty file and more than 10 MB", async () => {
    const deviceID = await newDevice();
    const add = (file?: { name: string; type: string; bytes: Uint8Array | string }) =>
      up.call("POST /TechSupport/AddFile", { form: fileForm({ deviceID, phone: "79004445566" }, file) });
    // No file part: the upload does not match the contract, before anything else is looked at.
    expect(await add()).toMatchObject({ status: 400, json: { path: "/file", in: "body" } });
    expect((await add({ name: "virus.exe", type: "application/octet-stream", bytes: "MZ" })).json.Error).toContain(
      "Недопустимый тип",
    );
    expect((await add({ name: "noextension", type: "application/pdf", bytes: "x" })).json.Error).toBe(
      "Ошибка названия файла",
    );
    expect((await add({ name: "empty.pdf", type: "application/pdf", bytes: "" })).json.Error).toBe("Файл пустой");
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    expect((await add({ name: "big.pdf", type: "application/pdf", bytes: big })).json.Error).toBe("Файл больше 10 МБ");
    const noDevice = await up.call("POST /TechSupport/AddFile", {
      form: fileForm({ phone: "79004445566" }, { name: "a.pdf", type: "application/pdf", bytes: "%PDF" }),
    });
    expect(noDevice.json.Error).toContain("Устройство не зарегистрировано");
  });
});

describe("chat with login", () => {
  it("the user's chat on any device: seeded history, no tech info, a past issue starts a new one", async () => {
    const token = await up.login();
    const res = await up.call("GET /TechSupport/GetMessages", { token });
    expect(res.json.Messages.map((m: { IsSelf: boolean }) => m.IsSelf)).toEqual([true, false, true]);
    expect(res.json.Messages[0].Text).toContain("оплата картой");
    expect(res.json.ShouldStartNewIssue).toBe(true);
    const age = Date.now() - moscowInstant(res.json.Messages[0].Added);
    expect(age).toBeGreaterThan(2 * 86400_000);

    // Иванов's phone without his token opens nothing of his.
    const anon = await up.call("GET /TechSupport/GetMessages", {
      query: { phone: "79000000001", deviceID: await newDevice() },
    });
    expect(anon.json.Messages).toEqual([]);

    const sent = await up.call("POST /TechSupport/AddMessage", { token, body: { text: "Снова вопрос по оплате" } });
    expect(sent.json.isSucceed).toBe(true);
    const after = await up.call("GET /TechSupport/GetMessages", { token, query: { deviceID: await newDevice() } });
    expect(after.json.ShouldStartNewIssue).toBe(false);
    expect(after.json.Messages.at(-1).IsSelf).toBe(false);
    expect(after.json.Messages.at(-2).Text).toBe("Снова вопрос по оплате");

    const form = fileForm(
      {},
      { name: "скрин.jpg", type: "image/jpeg", bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) },
    );
    const file = await up.call("POST /TechSupport/AddFile", { token, form });
    expect(file.json.isSucceed).toBe(true);
    const got = await up.call("GET /TechSupport/File", { token, query: { id: file.json.FileID } });
    expect(got.contentType).toBe("image/jpeg");
    expect(Array.from(got.bytes)).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    // Another user cannot download it.
    expect(
      (await up.call("GET /TechSupport/File", { token: await up.login(PETROVA), query: { id: file.json.FileID } }))
        .status,
    ).toBe(404);
  });
});

describe("public", () => {
  it("POST /Public/TechSupportAppeal: sent to the support mailbox; phone, mail and text are required", async () => {
    const form = {
      login: "",
      phone: "+7 (900) 555-66-77",
      mail: "resident@example.ru",
      text: "Не приходит код",
      address: "",
      os: "Android 14",
      info: "https://lk.uk-demo.ru/register Mozilla/5.0",
      appVersion: "2026-01-01T00:00:00Z",
      idents: ["1000001"],
    };
    expect((await up.call("POST /Public/TechSupportAppeal", { body: form })).json).toEqual({ isSucceed: true });
    const mail = await up.lastSent({ channel: "email" });
    expect(mail?.recipient).toBe("support@uk-demo.ru");
    expect(mail?.body).toContain("Не приходит код");
    expect(mail?.body).toContain("79005556677");
    expect((await up.call("POST /Public/TechSupportAppeal", { body: { ...form, text: " " } })).json.Error).toContain(
      "Заполните",
    );
    // An empty text or a mail that is no e-mail address does not match the contract.
    expect((await up.call("POST /Public/TechSupportAppeal", { body: { ...form, text: "" } })).json).toMatchObject({
      path: "/text",
    });
    for (const mail of ["", "a@b"]) {
      expect((await up.call("POST /Public/TechSupportAppeal", { body: { ...form, mail } })).json, mail).toMatchObject({
        path: "/mail",
      });
    }
    expect(
      (await up.call("POST /Public/TechSupportAppeal", { body: { ...form, phone: "12345" } })).json.Error,
    ).toContain("номер телефона");
    expect(
      (await up.call("POST /Public/TechSupportAppeal", { body: { ...form, idents: "1000001, 1000002" } })).json
        .isSucceed,
    ).toBe(true);
  });

  it("personal-data policy and agreement: plain text with characters to escape, per host", async () => {
    const policy = await up.call("GET /Public/WebPersonalDataPolicy", { query: { host: "localhost" } });
    expect(policy.contentType).toContain("text/plain");
    const text = new TextDecoder().decode(policy.bytes);
    expect(text).toContain("Политика обработки персональных данных");
    expect(text).toContain("<privacy@uk-demo.ru>");
    expect(text).toContain(" & ");
    const agreement = new TextDecoder().decode(
      (await up.call("GET /Public/WebPersonalDataAgreement", { query: { host: "localhost" } })).bytes,
    );
    expect(agreement).toContain("Согласие на обработку персональных данных");
    expect(agreement).toMatch(/[<&]/);

    const hostPolicy = new TextDecoder().decode(
      (await up.call("GET /Public/WebPersonalDataPolicy", { query: { host: "LK.uk-demo.ru" } })).bytes,
    );
    expect(hostPolicy).toContain("ТСЖ «Садовая, 17»");
    const hostAgreement = new TextDecoder().decode(
      (await up.call("GET /Public/WebPersonalDataAgreement", { query: { host: "lk.uk-demo.ru" } })).bytes,
    );
    expect(hostAgreement).toBe(agreement);
    expect(new TextDecoder().decode((await up.call("GET /Public/WebPersonalDataPolicy")).bytes)).toBe(text);
  });

  it("GET /Public/MockupDownload: a real PNG as an attachment", async () => {
    const res = await up.call("GET /Public/MockupDownload");
    expect(res.contentType).toBe("image/png");
    expect(Array.from(res.bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(res.bytes.buffer, res.bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([120, 240]);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="mockup.png"; filename*=UTF-8''mockup.png`,
    );
  });
});

import { describe, expect, it } from "vitest";
import { fileForm, IVANOV, newAccessCode, PETROVA, useUpstream } from "./harness";
import { requestsKit, useRequestsResident, type Req } from "./requests-kit";

// A request's life after creation: chat and files, cancel/close/reopen, and the same by access code. Every
// request changed here is a throwaway resident's (`mine`), brought to the state a test needs as the provider
// would (test hooks); Иванов's demo requests, the open one with code 123456 included, are only read.
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });
const ivanov = requestsKit(up, () => tokens.ivanov);
const mine = useRequestsResident(up);
const { list, details, createRequest, requestIn } = mine;

const PDF = "%PDF-1.4\n% test\n";

describe("chat and files", () => {
  it("POST /Requests/AddMessage: adds; refuses empty text, closed and foreign requests", async () => {
    const id = await createRequest();
    const ok = await up.call("POST /Requests/AddMessage", {
      token: mine.token,
      body: { RequestId: id, Text: "  Жду мастера  " },
    });
    expect(ok.json.isSucceed).toBe(true);
    const last = (await details(id)).Messages!.at(-1)!;
    expect(last).toMatchObject({
      ID: ok.json.ID,
      Text: "Жду мастера",
      IsSelf: true,
      AuthorName: "Смирнова Ольга Викторовна",
      FileID: 0,
    });

    expect(
      (await up.call("POST /Requests/AddMessage", { token: mine.token, body: { RequestId: id, Text: " " } })).json
        .Error,
    ).toMatch(/пуст/);
    const closed = await requestIn({ statusId: 6, closed: true });
    expect(
      (await up.call("POST /Requests/AddMessage", { token: mine.token, body: { RequestId: closed.ID, Text: "Ещё" } }))
        .json.Error,
    ).toMatch(/закрыта/);
    const foreign = (await list(tokens.petrova))[0]!;
    expect(
      (await up.call("POST /Requests/AddMessage", { token: mine.token, body: { RequestId: foreign.ID, Text: "Ещё" } }))
        .json.Error,
    ).toBe("Заявка не найдена");
    expect((await up.call("POST /Requests/AddMessage", { body: { RequestId: id, Text: "x" } })).status).toBe(401);
  });

  it("POST /Requests/AddFile: stores a PDF as a chat message; refuses 12 MB, .exe and a mismatched type", async () => {
    const id = await createRequest();
    const ok = await up.call("POST /Requests/AddFile", {
      token: mine.token,
      form: fileForm({ requestId: id }, { name: "Фото протечки.pdf", type: "application/pdf", bytes: PDF }),
    });
    expect(ok.json).toMatchObject({ isSucceed: true });
    const d = await details(id);
    expect(d.Files).toEqual([{ ID: ok.json.FileID, Name: "Фото протечки.pdf" }]);
    expect(d.Messages!.at(-1)).toMatchObject({ ID: ok.json.ID, FileID: ok.json.FileID, IsSelf: true });
    const file = await up.call("GET /Requests/File/{id}", { params: { id: ok.json.FileID }, token: mine.token });
    expect(new TextDecoder().decode(file.bytes)).toBe(PDF);

    const big = new Uint8Array(12 * 1024 * 1024);
    const refused: [FormData, RegExp][] = [
      [fileForm({ requestId: id }, { name: "big.pdf", type: "application/pdf", bytes: big }), /10 МБ/],
      [fileForm({ requestId: id }, { name: "setup.exe", type: "application/x-msdownload", bytes: "MZ" }), /тип/],
      [fileForm({ requestId: id }, { name: "setup.pdf", type: "application/x-msdownload", bytes: "MZ" }), /тип/],
      [fileForm({ requestId: id }, { name: "photo.png", type: "application/pdf", bytes: PDF }), /тип/],
    ];
    for (const [form, message] of refused) {
      expect((await up.call("POST /Requests/AddFile", { token: mine.token, form })).json.Error).toMatch(message);
    }
    const ok2 = await up.call("POST /Requests/AddFile", {
      token: mine.token,
      form: fileForm(
        { requestId: id },
        { name: "table.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", bytes: "PK" },
      ),
    });
    expect(ok2.json.isSucceed).toBe(true);
    expect((await details(id)).Files).toHaveLength(2);

    const foreign = (await list(tokens.petrova))[0]!;
    const other = await up.call("POST /Requests/AddFile", {
      token: mine.token,
      form: fileForm({ requestId: foreign.ID }, { name: "a.pdf", type: "application/pdf", bytes: PDF }),
    });
    expect(other.json.Error).toBe("Заявка не найдена");
    expect(
      (
        await up.call("POST /Requests/AddFile", {
          form: fileForm({ requestId: id }, { name: "a.pdf", type: "application/pdf", bytes: PDF }),
        })
      ).status,
    ).toBe(401);
  });
});

describe("status changes", () => {
  it("POST /Requests/CancelRequest: only a new request; the answer carries Error", async () => {
    const inWork = await requestIn({ statusId: 2 });
    expect(inWork.CanPayOnMobileApp).toBe(false);
    const refused = await up.call("POST /Requests/CancelRequest", {
      token: mine.token,
      body: { RequestID: inWork.ID },
    });
    expect(refused.json.isSucceed).toBe(false);
    expect(refused.json.Error).toContain(inWork.RequestNumber);

    const id = await createRequest();
    const ok = await up.call("POST /Requests/CancelRequest", { token: mine.token, body: { RequestID: id } });
    expect(ok.json).toEqual({ isSucceed: true, Error: null });
    expect(await details(id)).toMatchObject({
      StatusID: 8,
      Status: "Отменена",
      IsClosed: true,
      CanCancelingRequest: false,
    });
    const again = await up.call("POST /Requests/CancelRequest", { token: mine.token, body: { RequestID: id } });
    expect(again.json.Error).toBeTruthy();
    const reopen = await up.call("POST /Requests/Reopen", {
      token: mine.token,
      body: { RequestId: id, Text: "Передумал" },
    });
    expect(reopen.json.Error).toMatch(/отменена/);

    const foreign = (await list(tokens.petrova))[0]!;
    expect(
      (await up.call("POST /Requests/CancelRequest", { token: mine.token, body: { RequestID: foreign.ID } })).json
        .Error,
    ).toBe("Заявка не найдена");
    expect((await up.call("POST /Requests/CancelRequest", { body: { RequestID: id } })).status).toBe(401);
  });

  it("POST /Requests/Close: needs CanClose and a mark 1–5; closes with status 6", async () => {
    const id = await createRequest();
    const notDone = await up.call("POST /Requests/Close", {
      token: mine.token,
      body: { requestId: id, mark: 5, text: "" },
    });
    expect(notDone.json.Error).toMatch(/после её выполнения/);

    const done = await requestIn({ statusId: 5, canClose: true });
    expect(done.CanClose).toBe(true);
    for (const mark of [0, 6, 2.5, "x"]) {
      const bad = await up.call("POST /Requests/Close", {
        token: mine.token,
        body: { requestId: done.ID, mark, text: "" },
      });
      expect(bad, String(mark)).toMatchObject({ status: 400, json: { path: "/mark", in: "body" } });
    }
    const ok = await up.call("POST /Requests/Close", {
      token: mine.token,
      body: { requestId: done.ID, mark: 4, text: "Спасибо" },
    });
    expect(ok.json).toEqual({ isSucceed: true });
    const d = await details(done.ID);
    expect(d).toMatchObject({ StatusID: 6, IsClosed: true, CanClose: false });
    expect(d.Messages!.at(-1)!.Text).toBe("Оценка 4. Спасибо");
    expect(
      (await up.call("POST /Requests/Close", { token: mine.token, body: { requestId: done.ID, mark: 5 } })).json.Error,
    ).toMatch(/уже закрыта/);
    expect((await up.call("POST /Requests/Close", { body: { requestId: done.ID, mark: 5 } })).status).toBe(401);
  });

  it("POST /Requests/Reopen: needs a reason and a done or closed request; becomes status 9", async () => {
    const closed = await requestIn({ statusId: 6, closed: true });
    expect(closed).toMatchObject({ IsClosed: true, StatusID: 6 });
    expect(
      (await up.call("POST /Requests/Reopen", { token: mine.token, body: { RequestId: closed.ID, Text: "  " } })).json
        .Error,
    ).toMatch(/причину/);
    const ok = await up.call("POST /Requests/Reopen", {
      token: mine.token,
      body: { RequestId: closed.ID, Text: "Снова сломалось" },
    });
    expect(ok.json).toEqual({ isSucceed: true });
    const d = await details(closed.ID);
    expect(d).toMatchObject({
      StatusID: 9,
      Status: "Открыта повторно",
      IsClosed: false,
      CanClose: false,
      CanCancelingRequest: false,
    });
    expect(d.Messages!.at(-1)!.Text).toContain("Снова сломалось");

    const fresh = await createRequest();
    expect(
      (await up.call("POST /Requests/Reopen", { token: mine.token, body: { RequestId: fresh, Text: "Причина" } })).json
        .Error,
    ).toMatch(/не выполнена/);
    expect((await up.call("POST /Requests/Reopen", { body: { RequestId: fresh, Text: "Причина" } })).status).toBe(401);
  });

  it("GET /Requests/CheckRequestSumIsVerified/{id}", async () => {
    // Read-only: Иванов's demo requests, the paid one and a plain one.
    const paid = await ivanov.find((r) => r.PaidSumm === 1500);
    const res = await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", {
      params: { id: paid.ID },
      token: tokens.ivanov,
    });
    expect(res.json).toEqual({ IsVerified: true, PaidSumm: 1500 });
    const plain = await ivanov.find((r) => r.PaidSumm === null);
    const no = await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", {
      params: { id: plain.ID },
      token: tokens.ivanov,
    });
    expect(no.json).toEqual({ IsVerified: false, PaidSumm: null });
    expect(
      (
        await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", {
          params: { id: paid.ID },
          token: tokens.petrova,
        })
      ).status,
    ).toBe(404);
    expect((await up.call("GET /Requests/CheckRequestSumIsVerified/{id}", { params: { id: paid.ID } })).status).toBe(
      401,
    );
  });
});

describe("open requests by access code", () => {
  it("GET /OpenRequests/Details/{code} and /OpenRequests/File/{fileId} need no token; unknown codes are 404", async () => {
    // Read-only: Иванов's demo request with the code.
    const code = "123456";
    const res = await up.call("GET /OpenRequests/Details/{code}", { params: { code } });
    expect(typeof res.json.updateKey).toBe("string");
    const r = res.json.request as Req & { AccessCode: string };
    expect(r).toMatchObject({ AccessCode: code, StatusID: 5, CanClose: true });
    expect(r.Messages!.length).toBeGreaterThanOrEqual(3);
    const fileId = r.Messages!.find((m) => m.FileID > 0)!.FileID;
    const file = await up.call("GET /OpenRequests/File/{fileId}", { params: { fileId }, query: { accessCode: code } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("filename*=UTF-8''");
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe("%PDF-");

    expect((await up.call("GET /OpenRequests/Details/{code}", { params: { code: "000000" } })).status).toBe(404);
    expect(
      (await up.call("GET /OpenRequests/File/{fileId}", { params: { fileId }, query: { accessCode: "000000" } }))
        .status,
    ).toBe(404);
    // A file of another request is not reachable with this code.
    const other = await ivanov.find((x) => x.StatusID === 2 && x.Files.length > 0);
    const wrong = await up.call("GET /OpenRequests/File/{fileId}", {
      params: { fileId: other.Files[0]!.ID },
      query: { accessCode: code },
    });
    expect(wrong.status).toBe(404);
  });

  it("message, file, updates, close, cancel and reopen by code", async () => {
    // Like the demo request: done, closable, with an access code of its own.
    const code = newAccessCode();
    await requestIn({ statusId: 5, canClose: true, accessCode: code });
    const { updateKey } = (await up.call("GET /OpenRequests/Details/{code}", { params: { code } })).json;

    const msg = await up.call("POST /OpenRequests/AddMessage", {
      body: { AccessCode: code, Text: "Работает, спасибо" },
    });
    expect(msg.json.isSucceed).toBe(true);
    expect(
      (await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: code, Text: " " } })).json.Error,
    ).toMatch(/пуст/);
    expect(
      (await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: code, Text: "" } })).json,
    ).toMatchObject({ path: "/Text" });
    expect(
      (await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: "000000", Text: "x" } })).json.Error,
    ).toBe("Заявка не найдена");

    const file = await up.call("POST /OpenRequests/AddFile/", {
      form: fileForm({ accessCode: code }, { name: "photo.png", type: "image/png", bytes: "\x89PNG" }),
    });
    expect(file.json.isSucceed).toBe(true);
    const exe = await up.call("POST /OpenRequests/AddFile/", {
      form: fileForm({ accessCode: code }, { name: "virus.exe", type: "application/octet-stream", bytes: "MZ" }),
    });
    expect(exe.json.Error).toMatch(/тип/);

    const updates = await up.call("POST /OpenRequests/GetUpdates", {
      body: { UpdateKey: updateKey, AccessCode: code },
    });
    expect(updates.json.NewUpdateKey).not.toBe(updateKey);
    expect(
      updates.json.CurrentRequestUpdates.Messages.map((m: { Text: string; FileID: number }) => [m.Text, m.FileID > 0]),
    ).toEqual([
      ["Работает, спасибо", false],
      ["photo.png", true],
    ]);
    expect(
      (await up.call("POST /OpenRequests/GetUpdates", { body: { UpdateKey: updateKey, AccessCode: "000000" } })).json
        .Error,
    ).toBeTruthy();

    expect(
      (await up.call("POST /OpenRequests/Close", { body: { AccessCode: code, Text: "", Mark: 7 } })).json,
    ).toMatchObject({ path: "/Mark" });
    expect(
      (await up.call("POST /OpenRequests/Close", { body: { AccessCode: code, Text: "Отлично", Mark: 5 } })).json,
    ).toEqual({
      isSucceed: true,
    });
    let r = (await up.call("GET /OpenRequests/Details/{code}", { params: { code } })).json.request;
    expect(r).toMatchObject({ IsClosed: true, StatusID: 6, CanClose: false });
    expect(
      (await up.call("POST /OpenRequests/AddMessage", { body: { AccessCode: code, Text: "Ещё" } })).json.Error,
    ).toMatch(/закрыта/);

    const cancel = await up.call("POST /OpenRequests/CancelRequest", { body: { AccessCode: code } });
    expect(cancel.json.isSucceed).toBe(false);
    expect(cancel.json.Error).toBeTruthy();
    expect((await up.call("POST /OpenRequests/CancelRequest", { body: { AccessCode: "000000" } })).json.Error).toBe(
      "Заявка не найдена",
    );

    expect((await up.call("POST /OpenRequests/Reopen", { body: { AccessCode: code, Text: " " } })).json.Error).toMatch(
      /причину/,
    );
    expect((await up.call("POST /OpenRequests/Reopen", { body: { AccessCode: code, Text: "" } })).json).toMatchObject({
      path: "/Text",
    });
    expect(
      (await up.call("POST /OpenRequests/Reopen", { body: { AccessCode: code, Text: "Домофон снова молчит" } })).json,
    ).toEqual({
      isSucceed: true,
    });
    r = (await up.call("GET /OpenRequests/Details/{code}", { params: { code } })).json.request;
    expect(r).toMatchObject({ IsClosed: false, StatusID: 9, Status: "Открыта повторно" });
    expect(r.Messages.at(-1).Text).toContain("Домофон снова молчит");
    // The same request in the owner's list reflects it.
    expect((await details(r.ID)).StatusID).toBe(9);
  });

  it("cancels a new request by code", async () => {
    const id = await createRequest();
    const code = newAccessCode();
    await up.env.DB.prepare("UPDATE requests SET access_code = ? WHERE id = ?").bind(code, id).run();
    const ok = await up.call("POST /OpenRequests/CancelRequest", { body: { AccessCode: code } });
    expect(ok.json).toEqual({ isSucceed: true, Error: null });
    expect((await details(id)).StatusID).toBe(8);
  });
});

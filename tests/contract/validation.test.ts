import { describe, expect, it } from "vitest";
import { fileForm, IVANOV, useUpstream } from "./harness";

// The reference upstream checks every JSON body and query against its operation's schema before doing
// anything (upstream/src/validation): what the contract does not allow is HTTP 400 (components/responses/
// BadRequest) naming the failing value, and nothing changes. up.call also checks each 400 against the contract.
const { up, tokens } = useUpstream({ ivanov: IVANOV });

const profile = (body: unknown) => up.call("POST /User/UpdateProfile", { token: tokens.ivanov, body });
const fio = async () => (await up.call("GET /User/Info", { token: tokens.ivanov })).json.fio as string;

describe("a JSON body the contract does not allow", () => {
  it("a wrong type: 400 with the field's JSON pointer, and nothing saved", async () => {
    const before = await fio();
    const res = await profile({ fio: 42, email: null });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ Message: expect.stringContaining("/fio"), path: "/fio", in: "body" });
    expect(await fio()).toBe(before);
  });

  it("a missing required field: 400 naming that field", async () => {
    expect(await profile({ email: "ivanov@example.ru" })).toMatchObject({
      status: 400,
      json: { path: "/fio", in: "body" },
    });
    const login = await up.call("POST /auth/login", { body: { phone: IVANOV } });
    expect(login).toMatchObject({ status: 400, json: { path: "/password", in: "body" } });
  });

  it("a value the schema constrains (pattern, range, enum) and a nested one", async () => {
    expect(
      (await up.call("POST /auth/login", { body: { phone: "+7 900 000-00-01", password: "demo1234" } })).json,
    ).toMatchObject({ path: "/phone" });
    const close = await up.call("POST /Requests/Close", { token: tokens.ivanov, body: { requestId: 1, mark: 6 } });
    expect(close.json).toMatchObject({ path: "/mark" });
    const poll = await up.call("POST /Polls/SaveResult", {
      token: tokens.ivanov,
      body: { PollId: 1, Answers: [{ QuestionId: "101" }] },
    });
    expect(poll.json).toMatchObject({ path: "/Answers/0/QuestionId", in: "body" });
  });

  it("no body, or one that is not JSON", async () => {
    const none = await up.raw("POST", "/auth/login", { headers: { client: "web" } });
    expect([none.status, await none.json()]).toEqual([400, expect.objectContaining({ path: "", in: "body" })]);
    const garbled = await up.raw("POST", "/auth/login", {
      headers: { "content-type": "application/json" },
      body: "{phone:",
    });
    expect([garbled.status, ((await garbled.json()) as { Message: string }).Message]).toEqual([
      400,
      expect.stringContaining("not JSON"),
    ]);
  });

  it("an undocumented field is not an error (the schemas are open) but never reaches the handler", async () => {
    expect((await profile({ fio: await fio(), nickname: "Ваня" })).json).toEqual({ isSucceed: true });
    // GetPayLink documents SuccessUrl/FailUrl; the lower-case spellings it once also read do not stand in for them.
    const res = await up.call("POST /PayOnline/GetPayLink", {
      token: tokens.ivanov,
      body: { payAll: true, successUrl: "https://portal.example/p", failUrl: "https://portal.example/p" },
    });
    expect(res).toMatchObject({ status: 400, json: { path: "/SuccessUrl" } });
  });

  it("a token is checked first: no token is 401 whatever the body", async () => {
    expect((await up.call("POST /User/UpdateProfile", { body: { fio: 42 } })).status).toBe(401);
  });
});

describe("query parameters the contract does not allow", () => {
  it("a missing required parameter, or one that is not of its type: 400 in the query", async () => {
    expect(await up.call("GET /Meters/MeterValues", { token: tokens.ivanov })).toMatchObject({
      status: 400,
      json: { path: "/meterUniqueNum", in: "query" },
    });
    const house = await up.call("GET /Requests/HouseData", { token: tokens.ivanov, query: { id: "one" } });
    expect(house).toMatchObject({ status: 400, json: { path: "/id", in: "query" } });
    const check = await up.call("GET /Accounting/DownloadPaymentCheck", {
      token: tokens.ivanov,
      query: { id: 1, paymentType: "barter" },
    });
    expect(check.json).toMatchObject({ path: "/paymentType" });
  });

  it("values of the documented types are taken as text from the URL", async () => {
    expect((await up.call("GET /Requests/HouseData", { token: tokens.ivanov, query: { id: "101" } })).status).toBe(200);
    expect(
      (await up.call("GET /Common/EventBlockData", { token: tokens.ivanov, query: { htmlAsPlaintText: true } })).status,
    ).toBe(200);
  });
});

describe("multipart uploads", () => {
  it("a missing required part is 400 naming it; the file itself is the operation's to judge", async () => {
    const noFile = await up.call("POST /Requests/AddFile", { token: tokens.ivanov, form: fileForm({ requestId: 1 }) });
    expect(noFile).toMatchObject({ status: 400, json: { path: "/file", in: "body" } });
    const noId = await up.call("POST /Requests/AddFile", {
      token: tokens.ivanov,
      form: fileForm({}, { name: "a.pdf", type: "application/pdf", bytes: "%PDF" }),
    });
    expect(noId.json).toMatchObject({ path: "/requestId" });
    const textAsFile = new FormData();
    textAsFile.append("requestId", "1");
    textAsFile.append("file", "not a file");
    expect((await up.call("POST /Requests/AddFile", { token: tokens.ivanov, form: textAsFile })).json).toMatchObject({
      path: "/file",
    });
  });
});

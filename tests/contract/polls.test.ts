import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pollsForUser } from "../../upstream/src/routes/polls/store";
import type { components } from "../../openapi/schema";
import { createValidator } from "../../scripts/lib/contract.mjs";
import { IVANOV, PETROVA, useUpstream } from "./harness";

// Иванов answers the demo polls here (his partly passed poll 4 is the point) and open poll code 2026 is used up:
// no other file reads those answers (see the harness on shared data).
const { up, tokens } = useUpstream({ ivanov: IVANOV, petrova: PETROVA });

const doc = JSON.parse(readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8"));
const { validateSchema } = createValidator(doc);

type Schemas = components["schemas"];
type Poll = Schemas["Poll"];
type Question = Schemas["PollQuestion"];
type Answer = Schemas["PollAnswer"];

async function pollsOf(phone: string): Promise<Poll[]> {
  return (await pollsForUser(up.env.DB, (await up.userId(phone))!)) as Poll[];
}
async function poll(phone: string, id: number): Promise<Poll> {
  return (await pollsOf(phone)).find((p) => p.ID === id)!;
}
const save = (body: unknown, token: string | null = tokens.ivanov) =>
  up.call("POST /Polls/SaveResult", { body, token });

describe("poll list (the Polls of /Common/EventBlockData)", () => {
  it("pollsForUser: the resident's polls in the Poll shape, newest first", async () => {
    const polls = await pollsOf("79000000001");
    for (const p of polls) expect(validateSchema("Poll", p)).toEqual([]);
    expect(polls.map((p) => p.ID)).toEqual([1, 2, 3, 4, 5, 6]);
    const byId = new Map(polls.map((p) => [p.ID, p]));
    expect(byId.get(1)!.Questions).toHaveLength(1);
    expect(byId.get(1)!.Questions[0]!.AnswerType).toBeNull();
    expect(byId.get(2)!.Questions[0]!.AnswerType).toBe("multiple");
    expect(byId.get(3)!.Questions.some((q) => q.AnswerType === "open")).toBe(true);
    expect(byId.get(3)!.Questions[0]!.Text).toMatch(/https:\/\//);
    expect(byId.get(4)!.Questions.map((q) => q.IsCompleteByUser)).toEqual([true, true, false]);
    expect(byId.get(5)!.HideResults).toBe(true);
    expect(byId.get(6)!.Questions.every((q) => q.IsCompleteByUser)).toBe(true);
    expect(byId.get(6)!.Questions[1]!.Answers[0]!.Answer).toBe("Быстрее отвечать ночью");
    expect(byId.get(1)!.IsReaded).toBe(false);
    expect(byId.get(4)!.IsReaded).toBe(true);
  });

  it("only polls of the resident's houses: Петрова (house 101) sees 4-6, the open poll is nobody's", async () => {
    expect((await pollsOf("79000000002")).map((p) => p.ID)).toEqual([4, 5, 6]);
    expect((await pollsOf("79000000003")).map((p) => p.ID)).toEqual([]);
  });
});

describe("POST /Polls/SetReadedFlag", () => {
  it("marks the poll read; unknown poll is an Error; 401 without a token", async () => {
    const res = await up.call("POST /Polls/SetReadedFlag", { body: { ID: 3 }, token: tokens.ivanov });
    expect(res.json).toEqual({ isSucceed: true });
    expect((await poll("79000000001", 3)).IsReaded).toBe(true);
    expect((await poll("79000000002", 5)).IsReaded).toBe(false);
    const unknown = await up.call("POST /Polls/SetReadedFlag", { body: { ID: 999 }, token: tokens.ivanov });
    expect(unknown.json.Error).toBe("Опрос не найден");
    const foreign = await up.call("POST /Polls/SetReadedFlag", { body: { ID: 1 }, token: tokens.petrova });
    expect(foreign.json.Error).toBe("Опрос не найден");
    expect((await up.call("POST /Polls/SetReadedFlag", { body: { ID: 3 } })).status).toBe(401);
  });
});

describe("POST /Polls/SaveResult", () => {
  it("401 without a token; unknown or foreign poll is 'Опрос не найден'", async () => {
    expect((await save({ PollId: 1, Answers: [] }, null)).status).toBe(401);
    expect((await save({ PollId: 999, Answers: [{ QuestionId: 1, AnswerId: 1 }] })).json.Error).toBe("Опрос не найден");
    expect((await save({ PollId: 1, Answers: [{ QuestionId: 101, AnswerId: 1001 }] }, tokens.petrova)).json.Error).toBe(
      "Опрос не найден",
    );
  });

  it("refuses bad results: two answers to a single question, foreign ids, nothing chosen", async () => {
    const two = await save({
      PollId: 1,
      Answers: [
        { QuestionId: 101, AnswerId: 1001 },
        { QuestionId: 101, AnswerId: 1002 },
      ],
    });
    expect(two.json.Error).toMatch(/только один ответ/);
    expect((await save({ PollId: 1, Answers: [{ QuestionId: 201, AnswerId: 2001 }] })).json.Error).toMatch(
      /Вопрос не найден/,
    );
    expect((await save({ PollId: 1, Answers: [{ QuestionId: 101, AnswerId: 2001 }] })).json.Error).toMatch(
      /Ответ не найден/,
    );
    expect((await save({ PollId: 1, Answers: [] })).json.Error).toBe("Не выбран ни один ответ");
    // Without answers or a poll id, or an id that is no number, the body does not match the contract.
    expect((await save({ PollId: 1 })).json).toMatchObject({ path: "/Answers", in: "body" });
    expect((await save({ Answers: [{ QuestionId: 101, AnswerId: 1001 }] })).json).toMatchObject({ path: "/PollId" });
    expect((await save({ PollId: "abc", Answers: [] })).json).toMatchObject({ path: "/PollId" });
    expect((await poll("79000000001", 1)).Questions[0]!.IsCompleteByUser).toBe(false);
  });

  it("saves a single answer, marks the question completed and the poll read; a passed poll cannot be saved again", async () => {
    const before = await up.call("POST /Polls/Results/", { body: { ID: 1 }, token: tokens.ivanov });
    const ok = await save({ PollId: 1, ExtrtaInfo: "web", Answers: [{ QuestionId: 101, AnswerId: 1003 }] });
    expect(ok.json).toEqual({ isSucceed: true });
    const p = await poll("79000000001", 1);
    expect(p.IsReaded).toBe(true);
    expect(p.Questions[0]!.IsCompleteByUser).toBe(true);
    expect(p.Questions[0]!.Answers.filter((a) => a.IsUserAnswer).map((a) => a.ID)).toEqual([1003]);
    const again = await save({ PollId: 1, Answers: [{ QuestionId: 101, AnswerId: 1001 }] });
    expect(again.json.Error).toBe("Опрос уже пройден");
    const after = await up.call("POST /Polls/Results/", { body: { ID: 1 }, token: tokens.ivanov });
    const count = (r: typeof after, id: number) =>
      r.json.Data.Questions[0].Answers.find((a: Answer) => a.ID === id).Count;
    expect(count(after, 1003)).toBe(count(before, 1003) + 1);
    expect(count(after, 1001)).toBe(count(before, 1001));
  });

  it("multiple choice takes several answers of one question", async () => {
    const ok = await save({
      PollId: 2,
      Answers: [
        { QuestionId: 201, AnswerId: 2001 },
        { QuestionId: 201, AnswerId: 2003 },
        { QuestionId: 202, AnswerId: 2011 },
      ],
    });
    expect(ok.json).toEqual({ isSucceed: true });
    const p = await poll("79000000001", 2);
    expect(p.Questions[0]!.Answers.filter((a) => a.IsUserAnswer).map((a) => a.ID)).toEqual([2001, 2003]);
    expect(p.Questions.every((q) => q.IsCompleteByUser)).toBe(true);
  });

  it("empty open answers are ignored (the poll stays partially passed); the text is kept", async () => {
    const first = await save({
      PollId: 3,
      Answers: [
        { QuestionId: 301, AnswerId: 3002 },
        { QuestionId: 302, CustomAnswer: "   " },
      ],
    });
    expect(first.json).toEqual({ isSucceed: true });
    expect((await poll("79000000001", 3)).Questions.map((q) => q.IsCompleteByUser)).toEqual([true, false]);
    const second = await save({ PollId: 3, Answers: [{ QuestionId: 302, CustomAnswer: "Чаще убирать снег" }] });
    expect(second.json).toEqual({ isSucceed: true });
    const open = (await poll("79000000001", 3)).Questions[1]!;
    expect(open.IsCompleteByUser).toBe(true);
    expect(open.Answers[0]).toMatchObject({ IsUserAnswer: true, Answer: "Чаще убирать снег" });
  });

  it("a partially passed poll is continued: completed questions keep their first answers", async () => {
    const ok = await save({
      PollId: 4,
      Answers: [
        { QuestionId: 401, AnswerId: 4001 },
        { QuestionId: 402, AnswerId: 4011 },
        { QuestionId: 403, AnswerId: 4021 },
        { QuestionId: 403, AnswerId: 4023 },
      ],
    });
    expect(ok.json).toEqual({ isSucceed: true });
    const p = await poll("79000000001", 4);
    expect(p.Questions.every((q) => q.IsCompleteByUser)).toBe(true);
    expect(p.Questions[0]!.Answers.filter((a) => a.IsUserAnswer).map((a) => a.ID)).toEqual([4002]);
    expect(p.Questions[2]!.Answers.filter((a) => a.IsUserAnswer).map((a) => a.ID)).toEqual([4021, 4023]);
  });
});

describe("POST /Polls/Results/", () => {
  it("counts and percents per answer", async () => {
    const res = await up.call("POST /Polls/Results/", { body: { ID: 6 }, token: tokens.ivanov });
    const [q1, q2] = res.json.Data.Questions as Question[];
    expect(q1!.Answers.map((a) => [a.Count, a.Percent, a.IsUserAnswer])).toEqual([
      [25, 71.43, true],
      [10, 28.57, false],
    ]);
    expect(q2!.Answers[0]).toMatchObject({ Count: 10, Percent: 100, Answer: "Быстрее отвечать ночью" });
  });

  it("with HideResults: the resident's own answers only, no counts", async () => {
    const saved = await save({ PollId: 5, Answers: [{ QuestionId: 501, AnswerId: 5001 }] });
    expect(saved.json).toEqual({ isSucceed: true });
    const res = await up.call("POST /Polls/Results/", { body: { ID: 5 }, token: tokens.ivanov });
    expect(res.json.Data.HideResults).toBe(true);
    const answers = res.json.Data.Questions[0].Answers as Answer[];
    expect(answers.some((a) => "Count" in a || "Percent" in a)).toBe(false);
    expect(answers.filter((a) => a.IsUserAnswer).map((a) => a.ID)).toEqual([5001]);
  });

  it("unknown poll is an Error; 401 without a token", async () => {
    expect((await up.call("POST /Polls/Results/", { body: { ID: 999 }, token: tokens.ivanov })).json.Error).toBe(
      "Опрос не найден",
    );
    expect((await up.call("POST /Polls/Results/", { body: { ID: 6 } })).status).toBe(401);
  });
});

describe("open polls (no login)", () => {
  it("POST /OpenPolls/GetInfo: the poll of a code; unknown code is 'Опрос не найден'; a used code is completed", async () => {
    const fresh = await up.call("POST /OpenPolls/GetInfo", { body: { Code: "2026" } });
    expect(fresh.json).toMatchObject({ ID: 7, Code: "2026", IsReaded: false });
    expect(fresh.json.Questions.map((q: Question) => q.IsCompleteByUser)).toEqual([false, false]);
    const used = await up.call("POST /OpenPolls/GetInfo", { body: { Code: "2025" } });
    expect(used.json.IsReaded).toBe(true);
    expect(used.json.Questions.every((q: Question) => q.IsCompleteByUser)).toBe(true);
    expect((await up.call("POST /OpenPolls/GetInfo", { body: { Code: "0000" } })).json.Error).toBe("Опрос не найден");
    expect((await up.call("POST /OpenPolls/GetInfo", { body: {} })).json).toMatchObject({ path: "/Code", in: "body" });
  });

  it("POST /OpenPolls/SaveResult: saves once per code, then 'Опрос уже пройден'", async () => {
    const bad = await up.call("POST /OpenPolls/SaveResult", {
      body: {
        Code: "2026",
        Answers: [
          { QuestionId: 701, AnswerId: 7001 },
          { QuestionId: 701, AnswerId: 7002 },
        ],
      },
    });
    expect(bad.json.Error).toMatch(/только один ответ/);
    const ok = await up.call("POST /OpenPolls/SaveResult", {
      body: {
        Code: "2026",
        ExtrtaInfo: null,
        Answers: [
          { QuestionId: 701, AnswerId: 7002 },
          { QuestionId: 702, CustomAnswer: "Светлая штукатурка" },
        ],
      },
    });
    expect(ok.json).toEqual({ isSucceed: true });
    const info = await up.call("POST /OpenPolls/GetInfo", { body: { Code: "2026" } });
    expect(info.json.IsReaded).toBe(true);
    expect(info.json.Questions[1].Answers[0].Answer).toBe("Светлая штукатурка");
    const twice = await up.call("POST /OpenPolls/SaveResult", {
      body: { Code: "2026", Answers: [{ QuestionId: 701, AnswerId: 7001 }] },
    });
    expect(twice.json.Error).toBe("Опрос уже пройден");
    const unknown = await up.call("POST /OpenPolls/SaveResult", {
      body: { Code: "0000", Answers: [{ QuestionId: 701, AnswerId: 7001 }] },
    });
    expect(unknown.json.Error).toBe("Опрос не найден");
  });

  it("POST /OpenPolls/Results: counts with the code; unknown code is an Error", async () => {
    const res = await up.call("POST /OpenPolls/Results", { body: { Code: "2025" } });
    expect(res.json.Data.Code).toBe("2025");
    expect(res.json.Data.Questions[0].Answers[0]).toMatchObject({
      IsUserAnswer: true,
      Count: expect.any(Number),
      Percent: expect.any(Number),
    });
    const total = (res.json.Data.Questions[0].Answers as Answer[]).reduce((s, a) => s + a.Percent!, 0);
    expect(Math.round(total)).toBe(100);
    expect((await up.call("POST /OpenPolls/Results", { body: { Code: "0000" } })).json.Error).toBe("Опрос не найден");
  });

  it("POST /OpenPolls/SetReadedFlag: marks the code's poll read; unknown code is an Error", async () => {
    const fresh = await up.env.DB.prepare("INSERT INTO open_poll_codes (code, poll_id) VALUES ('7777', 7)").run();
    expect(fresh.success).toBe(true);
    expect((await up.call("POST /OpenPolls/GetInfo", { body: { Code: "7777" } })).json.IsReaded).toBe(false);
    expect((await up.call("POST /OpenPolls/SetReadedFlag", { body: { Code: "7777" } })).json).toEqual({
      isSucceed: true,
    });
    expect((await up.call("POST /OpenPolls/GetInfo", { body: { Code: "7777" } })).json.IsReaded).toBe(true);
    expect((await up.call("POST /OpenPolls/SetReadedFlag", { body: { Code: "0000" } })).json.Error).toBe(
      "Опрос не найден",
    );
  });
});

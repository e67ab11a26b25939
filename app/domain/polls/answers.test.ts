import { describe, expect, it } from "vitest";
import {
  answerKind,
  CONTINUE_FIRST,
  fieldNames,
  NO_ANSWER,
  needsReadFlag,
  pollAnswers,
  pollRule,
  type QuestionLike,
} from "./answers";

const single = (ID: number, done = false, AnswerType: string | null = "single"): QuestionLike => ({
  ID,
  AnswerType,
  IsCompleteByUser: done,
  Answers: [{ ID: ID * 10 + 1 }, { ID: ID * 10 + 2 }, { ID: ID * 10 + 3 }],
});
const multiple = (ID: number, done = false): QuestionLike => ({ ...single(ID, done), AnswerType: "multiple" });
const open = (ID: number, done = false): QuestionLike => ({
  ID,
  AnswerType: "open",
  IsCompleteByUser: done,
  Answers: [{ ID: ID * 10 + 1 }],
});
const poll = (...Questions: QuestionLike[]) => ({ Questions });
const send = (p: { Questions: QuestionLike[] }, values: Record<string, string>, continuing = false) =>
  pollAnswers(p, { values, continuing });

describe("answerKind", () => {
  it.each([
    ["single", "single"],
    [null, "single"],
    [undefined, "single"],
    ["something new", "single"],
    ["multiple", "multiple"],
    ["open", "open"],
  ] as const)("%s → %s", (type, kind) => expect(answerKind({ AnswerType: type })).toBe(kind));
});

describe("fieldNames", () => {
  it("names a field per question and one per box of a multiple-choice question", () => {
    expect(fieldNames([single(1), multiple(2), open(3)])).toEqual(["q1", "q2_21", "q2_22", "q2_23", "q3"]);
  });
});

describe("pollAnswers", () => {
  it("turns each kind into the provider's payload", () => {
    const p = poll(single(1), single(2, false, null), multiple(3), open(4));
    expect(send(p, { q1: "12", q2: "23", q3_31: "on", q3_33: "on", q4: "  Чаще убирать снег  " })).toEqual({
      ok: true,
      value: [
        { QuestionId: 1, AnswerId: 12 },
        { QuestionId: 2, AnswerId: 23 },
        { QuestionId: 3, AnswerId: 31 },
        { QuestionId: 3, AnswerId: 33 },
        { QuestionId: 4, AnswerId: 41, CustomAnswer: "Чаще убирать снег" },
      ],
    });
  });

  it.each([
    ["empty", ""],
    ["spaces", "   "],
    ["line breaks and tabs", "\n\t \r\n"],
    ["missing", undefined],
  ])("drops an open answer that is %s", (_name, text) => {
    const values: Record<string, string> = { q1: "11" };
    if (text !== undefined) values.q2 = text;
    expect(send(poll(single(1), open(2)), values)).toEqual({ ok: true, value: [{ QuestionId: 1, AnswerId: 11 }] });
  });

  it("sends an open answer without an option when the provider listed none", () => {
    const q: QuestionLike = { ID: 5, AnswerType: "open", IsCompleteByUser: false, Answers: [] };
    expect(send(poll(q), { q5: "да" })).toEqual({ ok: true, value: [{ QuestionId: 5, CustomAnswer: "да" }] });
  });

  it.each([
    ["nothing posted", {}],
    ["only blank open answers", { q4: "  " }],
    ["unticked boxes only", { q3_31: "" }],
    ["an empty radio value", { q1: "" }],
  ])("refuses to send with no answer (%s), on the form, not on a question", (_name, values) => {
    expect(send(poll(single(1), multiple(3), open(4)), values)).toEqual({ ok: false, issues: [{ key: NO_ANSWER }] });
  });

  it("refuses an option that is not the question's (a crafted post), on that question", () => {
    expect(send(poll(single(1), single(2)), { q1: "21" })).toEqual({
      ok: false,
      issues: [{ field: "q1", key: "polls.unknown_answer" }],
    });
  });

  it("ignores boxes of options the question does not have", () => {
    expect(send(poll(multiple(3)), { q3_99: "on" })).toEqual({ ok: false, issues: [{ key: NO_ANSWER }] });
  });

  it("skips questions completed before, so only the rest is sent", () => {
    const p = poll(single(1, true), multiple(2), open(3));
    expect(send(p, { q1: "12", q2_22: "on", q3: "текст" }, true)).toEqual({
      ok: true,
      value: [
        { QuestionId: 2, AnswerId: 22 },
        { QuestionId: 3, AnswerId: 31, CustomAnswer: "текст" },
      ],
    });
  });

  it("refuses a partially passed poll until the resident takes the offer to continue (§4)", () => {
    const p = poll(single(1, true), single(2));
    expect(send(p, { q2: "21" })).toEqual({ ok: false, issues: [{ key: CONTINUE_FIRST }] });
    expect(send(p, { q2: "21" }, true)).toEqual({ ok: true, value: [{ QuestionId: 2, AnswerId: 21 }] });
  });

  it("refuses a continued poll when only answers to completed questions are posted", () => {
    expect(send(poll(single(1, true), single(2)), { q1: "11" }, true)).toEqual({
      ok: false,
      issues: [{ key: NO_ANSWER }],
    });
  });

  it("sends an unpassed poll whether or not the continue flag came along", () => {
    expect(send(poll(single(1)), { q1: "11" }, true)).toEqual({ ok: true, value: [{ QuestionId: 1, AnswerId: 11 }] });
  });
});

describe("needsReadFlag", () => {
  it.each([
    [false, true],
    [true, false],
  ])("IsReaded %s → mark read %s", (IsReaded, needed) => expect(needsReadFlag({ IsReaded })).toBe(needed));
});

describe("pollRule (the form's posted strings)", () => {
  const p = poll(single(1, true), open(2));
  it("reads the continue flag from the form: a partly passed poll is refused without it", () => {
    expect(pollRule(p)({ q2: "Да" })).toEqual({ ok: false, issues: [{ key: CONTINUE_FIRST }] });
    expect(pollRule(p)({ q2: "Да", continuing: "1" })).toEqual({
      ok: true,
      value: [{ QuestionId: 2, AnswerId: 21, CustomAnswer: "Да" }],
    });
  });
  it("refuses a form with only blank answers, on no field", () => {
    expect(pollRule(poll(open(3)))({ q3: "   " })).toEqual({ ok: false, issues: [{ key: NO_ANSWER }] });
    expect(pollRule(poll(single(4)))({})).toEqual({ ok: false, issues: [{ key: NO_ANSWER }] });
  });
});

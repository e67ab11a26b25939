import { describe, expect, it } from "vitest";
import { afterAnswer, checkVote, isAnswerCode, questionIndex, questionsLeft, voteRule } from "./vote";

const q = (ID: number, Answer: string | null) => ({ ID, Answer });

describe("questionIndex", () => {
  it("opens at the first unanswered question", () => {
    expect(questionIndex([q(1, "0"), q(2, "1"), q(3, null)])).toBe(2);
    expect(questionIndex([q(1, null), q(2, "1"), q(3, null)])).toBe(0);
  });
  it("shows a question asked for, answered or not (back)", () => {
    expect(questionIndex([q(1, "0"), q(2, "1"), q(3, null)], 0)).toBe(0);
    expect(questionIndex([q(1, "0"), q(2, "1"), q(3, null)], 1)).toBe(1);
  });
  it("ignores a question number outside the agenda", () => {
    expect(questionIndex([q(1, "0"), q(2, null)], 5)).toBe(1);
    expect(questionIndex([q(1, "0"), q(2, null)], -1)).toBe(1);
    expect(questionIndex([q(1, "0"), q(2, null)], 0.5)).toBe(1);
  });
  it("with every question answered but not completed, the last one (to complete)", () => {
    expect(questionIndex([q(1, "0"), q(2, "2")])).toBe(1);
  });
  it("an answer code outside 0–2 counts as unanswered", () => {
    expect(questionIndex([q(1, "5"), q(2, null)])).toBe(0);
  });
  it("none without questions", () => expect(questionIndex([])).toBeNull());
});

describe("afterAnswer", () => {
  it("goes to the next question, completes after the last", () => {
    const qs = [q(1, null), q(2, null), q(3, null)];
    expect(afterAnswer(qs, 0)).toEqual({ kind: "next", index: 1 });
    expect(afterAnswer(qs, 1)).toEqual({ kind: "next", index: 2 });
    expect(afterAnswer(qs, 2)).toEqual({ kind: "complete" });
    expect(afterAnswer([q(1, null)], 0)).toEqual({ kind: "complete" });
  });
});

describe("checkVote (§5: next needs an answer)", () => {
  const qs = [q(131, "0"), q(132, null)];
  it("takes for, against and abstained", () => {
    for (const answer of ["0", "1", "2"]) {
      expect(checkVote(qs, { question: "132", answer })).toEqual({
        ok: true,
        value: { index: 1, questionId: 132, answer },
      });
    }
  });
  it("refuses no answer, next to the options", () => {
    expect(checkVote(qs, { question: "132" })).toEqual({
      ok: false,
      issues: [{ field: "answer", key: "oss.answer_required" }],
    });
    expect(checkVote(qs, { question: "132", answer: "" })).toMatchObject({ ok: false });
  });
  it("refuses a code outside 0–2", () =>
    expect(checkVote(qs, { question: "132", answer: "3" })).toMatchObject({ ok: false }));
  it("refuses a question not on the agenda", () =>
    expect(checkVote(qs, { question: "999", answer: "0" })).toEqual({
      ok: false,
      issues: [{ field: "question", key: "oss.unknown_question" }],
    }));
  it("isAnswerCode", () => {
    expect(isAnswerCode("0")).toBe(true);
    expect(isAnswerCode(0)).toBe(false);
    expect(isAnswerCode(null)).toBe(false);
  });
});

describe("voteRule (the form's posted strings, for an agenda)", () => {
  const rule = voteRule([131, 132, 133]);
  it("takes an answer to a question on the agenda, with its place", () =>
    expect(rule({ question: "133", answer: "2" })).toEqual({
      ok: true,
      value: { index: 2, questionId: 133, answer: "2" },
    }));
  it("refuses next without an answer, at the options", () =>
    expect(rule({ question: "131" })).toEqual({
      ok: false,
      issues: [{ field: "answer", key: "oss.answer_required" }],
    }));
  it("refuses everything for an empty agenda (the meeting could not be read)", () =>
    expect(voteRule([])({ question: "131", answer: "0" })).toMatchObject({ ok: false }));
});

describe("questionsLeft (the info page's continue button)", () => {
  it("counts the unanswered questions of a vote begun", () => {
    expect(questionsLeft([q(1, "0"), q(2, "1"), q(3, null)])).toEqual({ left: 1, total: 3 });
    expect(questionsLeft([q(1, "2"), q(2, null), q(3, "")])).toEqual({ left: 2, total: 3 });
  });
  it("is null before the first answer and once every question is answered", () => {
    expect(questionsLeft([q(1, null), q(2, null)])).toBeNull();
    expect(questionsLeft([q(1, "0"), q(2, "1")])).toBeNull();
    expect(questionsLeft([])).toBeNull();
  });
  it("reads only the three answer codes as answers", () => {
    expect(questionsLeft([q(1, "0"), q(2, "3")])).toEqual({ left: 1, total: 2 });
  });
});

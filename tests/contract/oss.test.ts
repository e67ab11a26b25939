import { describe, expect, it } from "vitest";
import { IVANOV, PETROVA, useUpstream } from "./harness";

// Петрова acquaints herself with the demo meetings and votes in meeting 13 here (the seeded meetings in every
// status are the point): no other file reads her meetings (see the harness on shared data).
const { up, tokens } = useUpstream({ petrova: PETROVA, ivanov: IVANOV });

interface Question {
  ID: number;
  Answer: string | null;
  CountWhyVoiteYes: number;
  CountWhyVoiteNo: number;
  CountWhyVoiteUnknow: number;
  AnswerTotalCount: number;
  FileLink: string | null;
}

const byId = (id: number, token: string | null = tokens.petrova) =>
  up.call("GET /OSS/OssById/{id}", { params: { id }, token });
const post = (op: string, body: unknown, token: string | null = tokens.petrova) =>
  up.call(`POST /OSS/${op}`, { body, token });

describe("GET /OSS/List", () => {
  it("one meeting per status, soonest end first and finished last", async () => {
    const res = await up.call("GET /OSS/List", { token: tokens.petrova });
    const list = res.json.Data as { ID: number; Status: string; IsComplete: boolean; AdministratorIsFL: boolean }[];
    expect(list.map((m) => m.ID)).toEqual([13, 14, 12, 11, 15]);
    const status = Object.fromEntries(list.map((m) => [m.ID, m.Status]));
    expect(status[11]).toBe("Не опубликовано");
    expect(status[12]).toMatch(/^Активно/);
    expect(status[13]).toBe("Идет голосование");
    expect(status[14]).toBe("Идет голосование");
    expect(status[15]).toMatch(/^Завершено \d{2}\.\d{2}\.\d{4}$/);
    expect(list.find((m) => m.ID === 13)!.IsComplete).toBe(false);
    expect(list.find((m) => m.ID === 14)!.IsComplete).toBe(true);
    expect(list.find((m) => m.ID === 14)!.AdministratorIsFL).toBe(true);
    expect(list.find((m) => m.ID === 13)!.AdministratorIsFL).toBe(false);
  });

  it("401 without a token, 403 without accessOSS", async () => {
    expect((await up.call("GET /OSS/List")).status).toBe(401);
    expect((await up.call("GET /OSS/List", { token: tokens.ivanov })).status).toBe(403);
  });
});

describe("GET /OSS/OssById/{id}", () => {
  it("the completed meeting with protocol, final document, voting blank and the owner's premise", async () => {
    const m = (await byId(15)).json;
    expect(m.HasProtocolFile).toBe(true);
    expect(m.ProtocolFileLink).toMatch(/^\/OSS\/File\/\d+$/);
    expect(m.FinalDocumentFileLink).toMatch(/^\/OSS\/File\/\d+$/);
    expect(m.Accounts).toEqual([
      expect.objectContaining({
        Ident: "3000001",
        PremiseNumber: "21",
        Area: 54.3,
        PropertyPercent: 100,
        HasVoitingBlankFile: true,
      }),
    ]);
    expect(m.Accounts[0].DocumentDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(m.Questions.some((q: Question) => q.FileLink !== null)).toBe(true);
    expect(m.Questions.map((q: Question) => q.Answer)).toEqual(["0", "1"]);
    const q1 = m.Questions[0] as Question;
    expect(q1.AnswerTotalCount).toBe(q1.CountWhyVoiteYes + q1.CountWhyVoiteNo + q1.CountWhyVoiteUnknow);
    expect(q1.CountWhyVoiteYes).toBe(69);
    expect(m.VoitingArea).toBe(5190.9);
    expect(m.ComplateArea).toBe(3372.7);
    expect(m.ComplateAreaPercents).toBe(64.97);
  });

  it("a meeting without a protocol, the unpublished one without counts", async () => {
    expect((await byId(13)).json).toMatchObject({
      HasProtocolFile: false,
      ProtocolFileLink: null,
      FinalDocumentFileLink: null,
    });
    expect((await byId(11)).json.Questions[0].AnswerTotalCount).toBe(0);
  });

  it("401, 403 and 404", async () => {
    expect((await byId(13, null)).status).toBe(401);
    expect((await byId(13, tokens.ivanov)).status).toBe(403);
    expect((await byId(999)).status).toBe(404);
    expect((await up.call("GET /OSS/OssById/{id}", { params: { id: "abc" }, token: tokens.petrova })).status).toBe(404);
  });
});

describe("GET /OSS/File/{id}", () => {
  it("serves the links of the meeting data as PDF attachments", async () => {
    const m = (await byId(15)).json;
    for (const link of [m.ProtocolFileLink, m.FinalDocumentFileLink, m.Accounts[0].VoitingBlankFileLink]) {
      const res = await up.call("GET /OSS/File/{id}", { params: { id: link.split("/").pop() }, token: tokens.petrova });
      expect(res.status).toBe(200);
      expect(res.contentType).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      expect(new TextDecoder().decode(res.bytes.slice(0, 8))).toBe("%PDF-1.4");
    }
  });

  it("401, 403 and 404", async () => {
    expect((await up.call("GET /OSS/File/{id}", { params: { id: 5 } })).status).toBe(401);
    expect((await up.call("GET /OSS/File/{id}", { params: { id: 5 }, token: tokens.ivanov })).status).toBe(403);
    expect((await up.call("GET /OSS/File/{id}", { params: { id: 999 }, token: tokens.petrova })).status).toBe(404);
  });
});

describe("POST /OSS/SetAcquainted", () => {
  it("records acquaintance in any status; 401, 403, 404", async () => {
    expect((await post("SetAcquainted", { ID: 12 })).json).toEqual({ isSucceed: true });
    expect((await post("SetAcquainted", { ID: 11 })).json).toEqual({ isSucceed: true });
    const row = await up.env.DB.prepare(
      "SELECT acquainted_at FROM oss_participants WHERE oss_id = 12 AND user_id = (SELECT id FROM users WHERE phone = '79000000002')",
    ).first<{ acquainted_at: string }>();
    expect(row?.acquainted_at).toBeTruthy();
    expect((await post("SetAcquainted", { ID: 12 }, null)).status).toBe(401);
    expect((await post("SetAcquainted", { ID: 12 }, tokens.ivanov)).status).toBe(403);
    expect((await post("SetAcquainted", { ID: 999 })).status).toBe(404);
  });
});

describe("POST /OSS/SetStartVoiting", () => {
  it("only while voting and before the vote is counted", async () => {
    expect((await post("SetStartVoiting", { ID: 11 })).json.Error).toMatch(/не проводится/);
    expect((await post("SetStartVoiting", { ID: 12 })).json.Error).toMatch(/не проводится/);
    expect((await post("SetStartVoiting", { ID: 15 })).json.Error).toMatch(/не проводится/);
    expect((await post("SetStartVoiting", { ID: 14 })).json.Error).toBe("Ваш голос уже учтён");
    expect((await post("SetStartVoiting", { ID: 13 })).json).toEqual({ isSucceed: true });
    expect((await post("SetStartVoiting", { ID: 13 }, null)).status).toBe(401);
    expect((await post("SetStartVoiting", { ID: 13 }, tokens.ivanov)).status).toBe(403);
    expect((await post("SetStartVoiting", { ID: 999 })).status).toBe(404);
  });
});

describe("voting: SaveAnswer and CompleteVote", () => {
  it("SaveAnswer refuses answers outside voting, after completion, bad codes and foreign questions", async () => {
    expect((await post("SaveAnswer", { OssId: 15, QuestionId: 151, Answer: "0" })).json.Error).toMatch(/не проводится/);
    expect((await post("SaveAnswer", { OssId: 12, QuestionId: 121, Answer: "0" })).json.Error).toMatch(/не проводится/);
    expect((await post("SaveAnswer", { OssId: 14, QuestionId: 141, Answer: "1" })).json.Error).toBe(
      "Ваш голос уже учтён",
    );
    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 133, Answer: "3" })).json).toMatchObject({
      path: "/Answer",
      in: "body",
    });
    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 141, Answer: "0" })).json.Error).toMatch(
      /Вопрос не найден/,
    );
    expect((await post("SaveAnswer", { OssId: 999, QuestionId: 133, Answer: "0" })).status).toBe(404);
    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 133, Answer: "0" }, null)).status).toBe(401);
    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 133, Answer: "0" }, tokens.ivanov)).status).toBe(403);
    expect(((await byId(13)).json.Questions[2] as Question).Answer).toBeNull();
  });

  it("CompleteVote needs every question answered; then IsComplete and the counts include the vote", async () => {
    const before = (await byId(13)).json;
    expect(before.IsComplete).toBe(false);
    const unanswered = await post("CompleteVote", { ID: 13 });
    expect(unanswered.json.Error).toBe("Не на все вопросы даны ответы (осталось: 1)");

    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 133, Answer: "2" })).json).toEqual({ isSucceed: true });
    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 133, Answer: "1" })).json).toEqual({ isSucceed: true });
    const answered = (await byId(13)).json;
    expect(answered.Questions.map((q: Question) => q.Answer)).toEqual(["0", "0", "1"]);
    // Not counted until the vote is completed.
    expect(answered.Questions[2].CountWhyVoiteNo).toBe(before.Questions[2].CountWhyVoiteNo);
    expect(answered.ComplateArea).toBe(before.ComplateArea);

    expect((await post("CompleteVote", { ID: 13 })).json).toEqual({ isSucceed: true });
    const after = (await byId(13)).json;
    expect(after.IsComplete).toBe(true);
    expect(after.Status).toBe("Идет голосование");
    expect(after.Questions[0].CountWhyVoiteYes).toBe(before.Questions[0].CountWhyVoiteYes + 1);
    expect(after.Questions[2].CountWhyVoiteNo).toBe(before.Questions[2].CountWhyVoiteNo + 1);
    expect(after.Questions[2].AnswerTotalCount).toBe(before.Questions[2].AnswerTotalCount + 1);
    expect(after.ComplateArea).toBe(Math.round((before.ComplateArea + 54.3) * 100) / 100);

    expect((await post("CompleteVote", { ID: 13 })).json.Error).toBe("Ваш голос уже учтён");
    expect((await post("SaveAnswer", { OssId: 13, QuestionId: 133, Answer: "0" })).json.Error).toBe(
      "Ваш голос уже учтён",
    );
  });

  it("CompleteVote outside voting is an Error; 401, 403, 404", async () => {
    expect((await post("CompleteVote", { ID: 15 })).json.Error).toMatch(/не проводится/);
    expect((await post("CompleteVote", { ID: 13 }, null)).status).toBe(401);
    expect((await post("CompleteVote", { ID: 13 }, tokens.ivanov)).status).toBe(403);
    expect((await post("CompleteVote", { ID: 999 })).status).toBe(404);
  });
});

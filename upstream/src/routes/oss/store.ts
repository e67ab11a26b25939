import { IN_LIST, inList } from "../../db/in-list";
import { Temporal } from "temporal-polyfill";
import type { components } from "../../../../openapi/schema";
import { dmy, dmyHm, MOSCOW } from "../../dates";

// Owners' meetings in the shape of openapi/src/oss.yaml (Oss). The status text follows spec §4: it is derived
// from the publication flag and the voting period at the moment of the request.

export type Phase = "unpublished" | "notice" | "voting" | "completed";

/** "0" for, "1" against, "2" abstained: the only values oss_votes.answer holds. */
type AnswerCode = components["schemas"]["OssAnswerCode"];

export interface MeetingRow {
  id: number;
  house_id: number;
  house_address: string;
  title: string;
  author: string;
  initiator_names: string;
  form: string;
  published: number;
  date_start: string;
  date_end: string;
  results_release_date: string | null;
  total_accounts: number;
  area_residential: number;
  area_nonresidential: number;
  base_complete_area: number;
  protocol_file_id: number | null;
  final_document_file_id: number | null;
  admin_is_fl: number;
  admin_name: string;
  admin_document_number: string | null;
  admin_address: string | null;
  admin_post_address: string | null;
  admin_phone: string | null;
  admin_email: string | null;
  admin_site: string | null;
  web_site_for_scan_doc_view: string | null;
  place_of_receipt_solutions: string | null;
  completed_at: string | null;
}

export const fileLink = (id: number | null) => (id === null ? null : `/OSS/File/${id}`);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function phaseOf(
  m: Pick<MeetingRow, "published" | "date_start" | "date_end">,
  now = Temporal.Now.instant(),
): Phase {
  if (!m.published) return "unpublished";
  if (Temporal.Instant.compare(now, Temporal.Instant.from(m.date_start)) < 0) return "notice";
  if (Temporal.Instant.compare(now, Temporal.Instant.from(m.date_end)) < 0) return "voting";
  return "completed";
}

export function statusText(m: MeetingRow, phase = phaseOf(m)): string {
  switch (phase) {
    case "unpublished":
      return "Не опубликовано";
    case "notice":
      return `Активно, голосование начнётся ${dmyHm(m.date_start)}`;
    case "voting":
      return "Идет голосование";
    case "completed":
      return `Завершено ${dmy(Temporal.Instant.from(m.date_end).toZonedDateTimeISO(MOSCOW).toPlainDate())}`;
  }
}

export const HOUSES_OF_USER =
  "SELECT a.house_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = ?";

export async function hasOssAccess(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT access_oss FROM users WHERE id = ?")
    .bind(userId)
    .first<{ access_oss: number }>();
  return !!row?.access_oss;
}

/** Meetings of the houses of the user's accounts (optionally one of them), with the user's completion. */
export async function meetingRows(db: D1Database, userId: number, ossId?: number): Promise<MeetingRow[]> {
  const rows = await db
    .prepare(
      `SELECT m.*, h.address AS house_address, p.completed_at FROM oss_meetings m
       JOIN houses h ON h.id = m.house_id
       LEFT JOIN oss_participants p ON p.oss_id = m.id AND p.user_id = ?
       WHERE m.house_id IN (${HOUSES_OF_USER}) ${ossId === undefined ? "" : "AND m.id = ?"}`,
    )
    .bind(userId, userId, ...(ossId === undefined ? [] : [ossId]))
    .all<MeetingRow>();
  return rows.results;
}

/** Meetings still running (or not started) first, soonest end first, then finished ones, latest first. */
export function sortMeetings(rows: MeetingRow[], now = Temporal.Now.instant()): MeetingRow[] {
  const ended = (m: MeetingRow) => Temporal.Instant.compare(now, Temporal.Instant.from(m.date_end)) >= 0;
  return [...rows].sort((a, b) => {
    if (ended(a) !== ended(b)) return ended(a) ? 1 : -1;
    const byEnd = a.date_end.localeCompare(b.date_end);
    return (ended(a) ? -byEnd : byEnd) || a.id - b.id;
  });
}

export async function buildMeetings(db: D1Database, userId: number, rows: MeetingRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const voter = `u:${userId}`;
  const [questions, counts, mine, accounts, completeArea] = await db.batch([
    db.prepare(`SELECT * FROM oss_questions WHERE oss_id IN ${IN_LIST} ORDER BY number, id`).bind(inList(ids)),
    // A resident's answers count once they completed the vote; seeded owners ('demo:…') always count.
    db
      .prepare(
        `SELECT v.question_id, v.answer, COUNT(*) AS n FROM oss_votes v JOIN oss_questions q ON q.id = v.question_id
         WHERE q.oss_id IN ${IN_LIST} AND (v.voter LIKE 'demo:%' OR EXISTS (SELECT 1 FROM oss_participants p
           WHERE p.oss_id = q.oss_id AND p.completed_at IS NOT NULL AND 'u:' || p.user_id = v.voter))
         GROUP BY v.question_id, v.answer`,
      )
      .bind(inList(ids)),
    db
      .prepare(
        `SELECT v.question_id, v.answer FROM oss_votes v JOIN oss_questions q ON q.id = v.question_id WHERE v.voter = ? AND q.oss_id IN ${IN_LIST}`,
      )
      .bind(voter, inList(ids)),
    db
      .prepare(
        `SELECT oa.*, a.ident FROM oss_accounts oa JOIN accounts a ON a.id = oa.account_id
         JOIN user_accounts ua ON ua.account_id = oa.account_id AND ua.user_id = ?
         WHERE oa.oss_id IN ${IN_LIST} ORDER BY a.ident`,
      )
      .bind(userId, inList(ids)),
    db
      .prepare(
        `SELECT oa.oss_id, SUM(oa.area * oa.property_percent / 100.0) AS area FROM oss_accounts oa
         WHERE oa.oss_id IN ${IN_LIST} AND EXISTS (SELECT 1 FROM oss_participants p JOIN user_accounts ua ON ua.user_id = p.user_id
           WHERE p.oss_id = oa.oss_id AND p.completed_at IS NOT NULL AND ua.account_id = oa.account_id)
         GROUP BY oa.oss_id`,
      )
      .bind(inList(ids)),
  ]);
  type Q = {
    id: number;
    oss_id: number;
    number: number;
    text: string;
    question_message: string | null;
    file_id: number | null;
  };
  type A = {
    oss_id: number;
    ident: string;
    premise_number: string;
    area: number;
    property_percent: number;
    document: string | null;
    document_date: string | null;
    blank_file_id: number | null;
  };
  const count = new Map<string, number>();
  for (const c of counts!.results as { question_id: number; answer: string; n: number }[])
    count.set(`${c.question_id}:${c.answer}`, c.n);
  const myAnswer = new Map(
    (mine!.results as { question_id: number; answer: AnswerCode }[]).map((r) => [r.question_id, r.answer]),
  );
  const votedArea = new Map(
    (completeArea!.results as { oss_id: number; area: number }[]).map((r) => [r.oss_id, r.area]),
  );

  return rows.map((m) => {
    const voitingArea = round2(m.area_residential + m.area_nonresidential);
    const complateArea = round2(m.base_complete_area + (votedArea.get(m.id) ?? 0));
    return {
      ID: m.id,
      MeetingTitle: m.title,
      Author: m.author,
      InitiatorNames: m.initiator_names,
      HouseAddress: m.house_address,
      DateStart: dmyHm(m.date_start),
      DateEnd: dmyHm(m.date_end),
      Form: m.form,
      Status: statusText(m),
      IsComplete: m.completed_at !== null,
      Accounts: (accounts!.results as A[])
        .filter((a) => a.oss_id === m.id)
        .map((a) => ({
          Ident: a.ident,
          PremiseNumber: a.premise_number,
          Document: a.document,
          DocumentDate: a.document_date ? dmy(a.document_date) : null,
          Area: a.area,
          PropertyPercent: a.property_percent,
          HasVoitingBlankFile: a.blank_file_id !== null,
          VoitingBlankFileLink: fileLink(a.blank_file_id),
        })),
      Questions: (questions!.results as Q[])
        .filter((q) => q.oss_id === m.id)
        .map((q) => {
          const [yes, no, unknown] = ["0", "1", "2"].map((code) => count.get(`${q.id}:${code}`) ?? 0) as [
            number,
            number,
            number,
          ];
          return {
            ID: q.id,
            Number: q.number,
            Text: q.text,
            QuestionMessage: q.question_message,
            HasFile: q.file_id !== null,
            FileLink: fileLink(q.file_id),
            Answer: myAnswer.get(q.id) ?? null,
            CountWhyVoiteYes: yes,
            CountWhyVoiteNo: no,
            CountWhyVoiteUnknow: unknown,
            AnswerTotalCount: yes + no + unknown,
          };
        }),
      TotalAccounts: m.total_accounts,
      AreaResidential: m.area_residential,
      AreaNonresidential: m.area_nonresidential,
      VoitingArea: voitingArea,
      ComplateArea: complateArea,
      ComplateAreaPercents: voitingArea ? round2((complateArea / voitingArea) * 100) : 0,
      ResultsReleaseDate: m.results_release_date ? dmy(m.results_release_date) : null,
      HasProtocolFile: m.protocol_file_id !== null,
      ProtocolFileLink: fileLink(m.protocol_file_id),
      FinalDocumentFileLink: fileLink(m.final_document_file_id),
      AdministratorName: m.admin_name,
      AdministratorDocumentNumber: m.admin_document_number,
      AdministratorAddress: m.admin_address,
      AdministratorPostAddress: m.admin_post_address,
      AdministratorPhone: m.admin_phone,
      AdministratorEmail: m.admin_email,
      AdministratorSite: m.admin_site,
      AdministratorIsFL: !!m.admin_is_fl,
      WebSiteForScanDocView: m.web_site_for_scan_doc_view,
      PlaceOfReceiptSolutions: m.place_of_receipt_solutions,
    };
  });
}

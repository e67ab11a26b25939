import { href } from "react-router";
import { safeHref } from "~/domain/content/html.server";
import { ossFileId } from "~/domain/oss/list";
import { ownAnswer, questionResult, resultKind } from "~/domain/oss/result";
import { ossPhase, statusButtons } from "~/domain/oss/status";
import { questionsLeft } from "~/domain/oss/vote";
import type { Meeting } from "./oss.server";

// What the meeting pages show of a meeting (§3 Owners' meeting), made on the server: file links become the
// portal's download URLs, the provider's web addresses are kept only when safe, the status becomes the
// buttons §4 allows. Field names stay the provider's in the data, the page's own names here.

/** The portal's download URL of a provider file link, or null when there is no file (or a link it cannot serve). */
function fileHref(meetingId: number, link: string | null | undefined): string | null {
  const fileId = ossFileId(link);
  return fileId ? href("/oss_info/:id/files/:fileId", { id: String(meetingId), fileId }) : null;
}

/** An address the page may link to: http or https only (the provider's text, not the portal's). */
const webLink = (raw: string | null | undefined) => {
  const safe = safeHref(raw ?? undefined);
  return safe && /^https?:\/\//i.test(safe) ? safe : null;
};

export function meetingView(m: Meeting) {
  return {
    id: m.ID,
    title: m.MeetingTitle,
    author: m.Author,
    initiator: m.InitiatorNames,
    address: m.HouseAddress,
    start: m.DateStart,
    end: m.DateEnd,
    form: m.Form,
    status: m.Status,
    phase: ossPhase(m),
    buttons: statusButtons(m),
    left: questionsLeft(m.Questions),
    releaseDate: m.ResultsReleaseDate,
    totals: {
      accounts: m.TotalAccounts,
      residential: m.AreaResidential,
      nonresidential: m.AreaNonresidential,
      voting: m.VoitingArea,
      complete: m.ComplateArea,
      completePercent: m.ComplateAreaPercents,
    },
    questions: m.Questions.map((q) => ({
      id: q.ID,
      number: q.Number,
      text: q.Text,
      message: q.QuestionMessage,
      file: q.HasFile ? fileHref(m.ID, q.FileLink) : null,
      answer: ownAnswer(q),
      results: questionResult(q),
    })),
    accounts: m.Accounts.map((a) => ({
      ident: a.Ident,
      premise: a.PremiseNumber,
      document: a.Document,
      documentDate: a.DocumentDate,
      area: a.Area,
      percent: a.PropertyPercent,
      blank: a.HasVoitingBlankFile ? fileHref(m.ID, a.VoitingBlankFileLink) : null,
    })),
    admin: {
      person: m.AdministratorIsFL,
      name: m.AdministratorName,
      document: m.AdministratorDocumentNumber,
      address: m.AdministratorAddress,
      post: m.AdministratorPostAddress,
      phone: m.AdministratorPhone,
      email: m.AdministratorEmail,
      site: webLink(m.AdministratorSite),
    },
    scanSite: webLink(m.WebSiteForScanDocView),
    place: m.PlaceOfReceiptSolutions,
    resultKind: resultKind(m),
    protocol: m.HasProtocolFile ? fileHref(m.ID, m.ProtocolFileLink) : null,
    finalDocument: fileHref(m.ID, m.FinalDocumentFileLink),
  };
}

export type MeetingView = ReturnType<typeof meetingView>;

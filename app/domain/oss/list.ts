import { isCompletedStatus } from "./status";

// Spec §2.3 Owners' meetings and §4: the list splits into active and completed by the 'Завершено' prefix;
// the provider's order (running first, soonest end first; finished latest first) is kept within each tab.

export type OssTab = "active" | "completed";

export const tabOf = (raw: string | null | undefined): OssTab => (raw === "completed" ? "completed" : "active");

export function meetingsOfTab<M extends { Status: string | null | undefined }>(
  meetings: readonly M[],
  tab: OssTab,
): M[] {
  return meetings.filter((m) => isCompletedStatus(m.Status) === (tab === "completed"));
}

/** The file id of a provider link `/OSS/File/{id}` (§3 FileLink and friends); null for anything else. */
export function ossFileId(link: string | null | undefined): string | null {
  const match = /^\/?OSS\/File\/(\d{1,9})$/i.exec((link ?? "").trim());
  return match ? match[1]! : null;
}

/** The parts of a meeting that may hold a file (the provider's names, misspellings included). */
export interface MeetingFiles {
  HasProtocolFile?: boolean | null;
  ProtocolFileLink?: string | null;
  FinalDocumentFileLink?: string | null;
  Questions?: ReadonlyArray<{ HasFile?: boolean | null; FileLink?: string | null }> | null;
  Accounts?: ReadonlyArray<{ HasVoitingBlankFile?: boolean | null; VoitingBlankFileLink?: string | null }> | null;
}

/**
 * The ids of the files a meeting's pages link to. A file URL names its meeting (/oss_info/{id}/files/{fileId}),
 * and the provider checks only that the file is the resident's: a file of another of their meetings is served
 * under this one's URL unless the portal checks it belongs here.
 */
export function meetingFileIds(m: MeetingFiles): Set<string> {
  const links = [
    m.HasProtocolFile ? m.ProtocolFileLink : null,
    m.FinalDocumentFileLink,
    ...(m.Questions ?? []).map((q) => (q.HasFile ? q.FileLink : null)),
    ...(m.Accounts ?? []).map((a) => (a.HasVoitingBlankFile ? a.VoitingBlankFileLink : null)),
  ];
  return new Set(links.map(ossFileId).filter((id): id is string => id !== null));
}

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

// Spec §4 "Owners' meeting status": the provider's Status is server text, IsComplete the resident's counted
// vote. Every OSS screen and action asks this module what the meeting allows; nothing else reads the text.

/** unpublished (also any unknown text), notice ('Активно…'), voting, counted (voting with IsComplete), completed. */
export type OssPhase = "unpublished" | "notice" | "voting" | "counted" | "completed";

/** What a resident may do with a meeting: read its info, vote, see results. */
export type OssAction = "info" | "vote" | "result";

export const COMPLETED_PREFIX = "Завершено";
const NOTICE_PREFIX = "Активно";
const VOTING = "Идет голосование";

export interface MeetingStatusLike {
  Status: string | null | undefined;
  IsComplete: boolean;
}

/** Whether the list shows the meeting under "completed" (§4: split by the 'Завершено' prefix). */
export function isCompletedStatus(status: string | null | undefined): boolean {
  return (status ?? "").trim().startsWith(COMPLETED_PREFIX);
}

export function ossPhase(meeting: MeetingStatusLike): OssPhase {
  const status = (meeting.Status ?? "").trim();
  if (isCompletedStatus(status)) return "completed";
  if (status.startsWith(NOTICE_PREFIX)) return "notice";
  // The text may carry a tail ("Идет голосование до …"); only the word decides.
  if (status.startsWith(VOTING)) return meeting.IsComplete ? "counted" : "voting";
  // 'Не опубликовано' and any text the spec does not name behave alike (§4).
  return "unpublished";
}

const ALLOWED: Record<OssPhase, ReadonlySet<OssAction>> = {
  unpublished: new Set(["info"]),
  notice: new Set(["info"]),
  voting: new Set(["info", "vote"]),
  counted: new Set(["info", "result"]),
  completed: new Set(["info", "result"]),
};

export function allows(meeting: MeetingStatusLike, action: OssAction): boolean {
  return ALLOWED[ossPhase(meeting)].has(action);
}

/** The buttons of the info page's status block (§2.3: participate and voting results, as §4 allows). */
export function statusButtons(meeting: MeetingStatusLike): { participate: boolean; results: boolean } {
  return { participate: allows(meeting, "vote"), results: allows(meeting, "result") };
}

/** Where a page the meeting does not allow sends the resident instead. */
export type Elsewhere = "list" | "info" | "vote" | "result";

/**
 * The vote page (§4): voting opens where it may; a counted vote or a finished meeting goes to the list; a
 * meeting that cannot be voted in yet (unpublished, notice) goes to its info, which says why.
 */
export function voteRedirect(meeting: MeetingStatusLike): Elsewhere | null {
  switch (ossPhase(meeting)) {
    case "voting":
      return null;
    case "counted":
    case "completed":
      return "list";
    default:
      return "info";
  }
}

/**
 * The result page (§4): goes to voting when the meeting is not complete and not 'Завершено…'; results of a
 * meeting that shows none (unpublished, notice) are refused by going to its info.
 */
export function resultRedirect(meeting: MeetingStatusLike): Elsewhere | null {
  switch (ossPhase(meeting)) {
    case "counted":
    case "completed":
      return null;
    case "voting":
      return "vote";
    default:
      return "info";
  }
}

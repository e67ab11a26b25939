// Spec §4 "Request status by StatusID" and the chat's actions; §9: status ids 1–12, titles cut at 100 characters.
export type StatusTone = "neutral" | "warning" | "success";

/** The request fields the status rules read (a subset of §3 Request). */
export interface RequestState {
  StatusID: number;
  IsClosed: boolean;
  CanCancelingRequest: boolean;
  CanClose: boolean;
}

const TONES: Record<number, StatusTone> = {
  1: "neutral",
  7: "neutral",
  12: "neutral",
  2: "warning",
  3: "warning",
  4: "warning",
  9: "warning",
  5: "success",
  6: "success",
  10: "success",
  11: "success",
};

/** How a status is shown; 8 (cancelled) and unknown ids are neutral: §4 names no display for them. */
export function statusTone(statusId: number): StatusTone {
  return TONES[statusId] ?? "neutral";
}

/** Status 9 is shown as reopened. */
export const isReopened = (statusId: number) => statusId === 9;

export const DONE = 5;

/** §4: only a new request (status 1) with CanCancelingRequest can be cancelled; IsClosed hides every action. */
export function canCancel(r: RequestState): boolean {
  return !r.IsClosed && r.StatusID === 1 && r.CanCancelingRequest;
}

/** Reopen is offered at status 5 (done). */
export function canReopen(r: RequestState): boolean {
  return !r.IsClosed && r.StatusID === DONE;
}

/** Confirm (close with a rating) at status 5 when the provider says CanClose. */
export function canConfirm(r: RequestState): boolean {
  return !r.IsClosed && r.StatusID === DONE && r.CanClose;
}

/** The message form is hidden when commenting is disabled by config, the request is closed, or at status 5. */
export function canComment(
  r: Pick<RequestState, "StatusID" | "IsClosed">,
  disableCommentingRequests: boolean | null | undefined,
): boolean {
  return !disableCommentingRequests && !r.IsClosed && r.StatusID !== DONE;
}

/** Why a chat form the resident used can no longer send: its words name the state the request is in now. */
export type BlockedReason = "closed" | "done" | "commenting_off" | "changed";

/**
 * Why text typed into a chat form cannot be sent now (null: it can), from the request as it is now: the resident
 * keeps the text and reads this instead of losing both (issue 31 item 1). A step no longer offered "changed".
 */
export function blockedReason(
  intent: string,
  r: RequestState,
  disableCommentingRequests: boolean | null | undefined,
): BlockedReason | null {
  if (chatIntentAllowed(intent, r, disableCommentingRequests)) return null;
  if (r.IsClosed) return "closed";
  if (intent !== "message") return "changed";
  return disableCommentingRequests ? "commenting_off" : "done";
}

/**
 * The rule behind each of the chat's forms, for the action to check as the screen does (issue 14): a form the
 * screen hides must not work when posted anyway. Unknown intents are not chat commands.
 */
export function chatIntentAllowed(
  intent: string,
  r: RequestState,
  disableCommentingRequests: boolean | null | undefined,
): boolean {
  switch (intent) {
    case "message":
      return canComment(r, disableCommentingRequests);
    case "cancel":
      return canCancel(r);
    case "reopen":
      return canReopen(r);
    case "close":
      return canConfirm(r);
    default:
      return false;
  }
}

/** §4: statuses after which a paid request can no longer be paid. */
const NOT_PAYABLE = new Set([5, 6, 7, 8, 10, 11, 12]);

export function canPay(r: RequestState & { CanPayOnMobileApp: boolean; IsPaid: boolean }): boolean {
  return r.CanPayOnMobileApp && !r.IsPaid && !r.IsClosed && !NOT_PAYABLE.has(r.StatusID);
}

export const TITLE_LIMIT = 100;

/** §9: request titles are cut at 100 characters (an ellipsis marks the cut). */
export function truncateTitle(title: string, limit = TITLE_LIMIT): string {
  const chars = Array.from(title);
  return chars.length <= limit ? title : `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/** The open/closed toggle: closed means IsClosed. */
export function splitByClosed<T extends { IsClosed: boolean }>(requests: T[], closed: boolean): T[] {
  return requests.filter((r) => r.IsClosed === closed);
}

/** §2.3: the request the requests page shows: the one named, else the first of the list shown (open or closed). */
export function selectedRequestId(
  requests: Array<{ ID: number; IsClosed: boolean }>,
  named: number | null,
  closed: boolean,
): number | null {
  return named ?? requests.find((r) => r.IsClosed === closed)?.ID ?? null;
}

/** The request a portal path opens (/requests, /requests/{id}), if it is the requests page. */
export function requestBeingRead(
  requests: Array<{ ID: number; IsClosed: boolean }>,
  pathname: string,
  search: URLSearchParams,
): number | null {
  const m = /^\/requests(?:\/(\d+))?\/?$/.exec(pathname);
  return m ? selectedRequestId(requests, m[1] ? Number(m[1]) : null, search.get("closed") === "1") : null;
}

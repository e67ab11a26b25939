/** A notification shown top-left (§8): an i18n key with params, or provider text under the title 'Ошибка'. */
export interface Notice {
  kind: "error" | "success" | "info";
  key?: string;
  text?: string;
  params?: Record<string, string | number>;
  /** How long it shows, with JS, in ms, where the spec gives a time; none: see `shownFor`. */
  ms?: number;
}

/** §9: success notices and payment results show 6 s. */
export const NOTICE_MS = 6_000;

/**
 * How long a notice stays, with JS (the notices channel, app/ui/Notices.tsx, is the one place that hides them):
 * its own time where the spec gives one (payment_failed, §8); 6 s for a success or an info, which report how
 * something went (§9); null for an error, which stays until dismissed so it is not gone before it is read.
 */
export function shownFor(notice: Notice): number | null {
  return notice.ms ?? (notice.kind === "error" ? null : NOTICE_MS);
}

import type { ApiFailure } from "../api/errors";

export function noticeFromFailure(failure: ApiFailure): Notice {
  return failure.text ? { kind: "error", text: failure.text } : { kind: "error", key: failure.key };
}

/** The provider's own words of a failure, as a notice beside the form's own §8 message; none when it gave none. */
export function providerWords(failure: ApiFailure): Notice[] {
  return failure.text ? [noticeFromFailure(failure)] : [];
}

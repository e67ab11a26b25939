import type { Temporal } from "temporal-polyfill";
import { metersDueForVerification, isExpired, type Meter } from "~/domain/meters/meter";
import { meterLabel } from "~/domain/meters/name";
import { byState, pollState, type PollLike, type PollState } from "~/domain/polls/state";
import { cardText } from "~/domain/content/truncate";

// Home (§2.3, §6, §9): what each block shows, from the provider's event block, meters and user.

export interface ContentCard {
  id: number;
  header: string;
  created: string;
  /** The card's text, cut at 100 characters on a word boundary (§9). */
  text: string;
  emergency: boolean;
}

interface AnnouncementLike {
  ID: number;
  Header: string;
  Created: string;
  Text: string;
  IsEmergencyWork: boolean;
}

interface NewsLike {
  ID: number;
  Header: string;
  Created: string;
  ShortContent: string;
  Text: string;
}

/** Announcements as cards: emergency ones first (marked), then the rest; the provider's order within each. */
export function announcementCards(list: readonly AnnouncementLike[]): ContentCard[] {
  const cards = list.map((a) => ({
    id: a.ID,
    header: a.Header,
    created: a.Created,
    text: cardText(a.Text),
    emergency: a.IsEmergencyWork,
  }));
  return [...cards.filter((c) => c.emergency), ...cards.filter((c) => !c.emergency)];
}

/** News as cards: the short content (the text when there is none), cut for the card. */
export function newsCards(list: readonly NewsLike[]): ContentCard[] {
  return list.map((n) => ({
    id: n.ID,
    header: n.Header,
    created: n.Created,
    text: cardText(n.ShortContent.trim() || n.Text),
    emergency: false,
  }));
}

export interface VerificationReminder {
  id: number;
  label: string;
  nextCheckup: string | null;
  /** Past its checkup date already, not merely due within 30 days. */
  expired: boolean;
}

/** The meters the reminder names: due within 30 days or past due, not retired, none ordered (§2.3, §5). */
export function verificationReminders(
  meters: readonly Meter[],
  today: Temporal.PlainDate,
  allowed: boolean,
): VerificationReminder[] {
  return metersDueForVerification([...meters], today, allowed).map((m) => ({
    id: m.ID,
    label: meterLabel(m, meters),
    nextCheckup: m.NextCheckupDate,
    expired: isExpired(m, today),
  }));
}

export interface PollCard {
  id: number;
  name: string;
  state: PollState;
  /** Passed polls open their results, the others their form (the polls screen's subpage, §2.1). */
  subpage: "results" | "form";
}

interface PollCardLike extends PollLike {
  ID: number;
  Name: string;
}

/** Polls, unpassed first, each with its state and where it opens. */
export function pollCards(polls: readonly PollCardLike[]): PollCard[] {
  return byState(polls).map((p) => {
    const state = pollState(p);
    return { id: p.ID, name: p.Name, state, subpage: state === "passed" ? "results" : "form" };
  });
}

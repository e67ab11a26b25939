import { parseMoscowTimestamp } from "../dates/format";

// §3 Support chat message, §9: Added is 'DD.MM.YYYY HH:mm:ss' in Moscow time (UTC+3). The chat groups messages
// by that date and shows each time with its zone, so nobody reads a Moscow time as their own.

export interface SupportMessage {
  ID?: number;
  IsSelf: boolean;
  Added: string;
  Text: string;
  FileID: number;
}

export interface ShownMessage extends SupportMessage {
  /** 'HH:mm:ss' as given (Moscow), '' when Added is not a date-time. */
  time: string;
  /** The instant for the time element's datetime attribute (with the +03:00 offset), or null. */
  iso: string | null;
}

export interface SupportDay {
  date: string;
  messages: ShownMessage[];
}

/** Consecutive messages of one Moscow date form a group, oldest first as the provider sends them. */
export function supportDays(messages: readonly SupportMessage[]): SupportDay[] {
  const days: SupportDay[] = [];
  for (const m of messages) {
    const added = m.Added.trim();
    const space = added.indexOf(" ");
    const date = space < 0 ? added : added.slice(0, space);
    const zoned = parseMoscowTimestamp(added);
    const shown: ShownMessage = {
      ...m,
      time: zoned ? added.slice(space + 1) : "",
      iso: zoned ? zoned.toString({ timeZoneName: "never" }) : null,
    };
    const last = days.at(-1);
    if (last && last.date === date) last.messages.push(shown);
    else days.push({ date, messages: [shown] });
  }
  return days;
}

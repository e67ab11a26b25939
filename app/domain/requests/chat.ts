import type { Schemas } from "~/domain/types";

// Spec §2.3 Requests chat: messages grouped by date; Added is 'DD.MM.YYYY HH:mm' (date and time split by a space).
export type ChatMessage = Schemas["RequestMessage"];

export interface MessageGroup<M extends ChatMessage = ChatMessage> {
  date: string;
  messages: Array<M & { time: string }>;
}

/** Splits Added at the first space: the date part groups, the time part is shown on the message. */
export function splitAdded(added: string): { date: string; time: string } {
  const trimmed = added.trim();
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { date: trimmed, time: "" }
    : { date: trimmed.slice(0, space), time: trimmed.slice(space + 1).trim() };
}

/** Consecutive messages of one date form a group, in the order the provider sent them (oldest first). */
export function groupByDate<M extends ChatMessage>(messages: M[]): MessageGroup<M>[] {
  const groups: MessageGroup<M>[] = [];
  for (const m of messages) {
    const { date, time } = splitAdded(m.Added);
    const last = groups[groups.length - 1];
    if (last && last.date === date) last.messages.push({ ...m, time });
    else groups.push({ date, messages: [{ ...m, time }] });
  }
  return groups;
}

/** A message is a file link when FileID is above 0. */
export const isFileMessage = (m: Pick<ChatMessage, "FileID">) => m.FileID > 0;

/** Adds messages that arrived with an update, once each (by ID), keeping the order. */
export function appendMessages<M extends ChatMessage>(current: M[], incoming: M[]): M[] {
  const known = new Set(current.map((m) => m.ID));
  const fresh = incoming.filter((m) => !known.has(m.ID));
  return fresh.length === 0 ? current : [...current, ...fresh];
}

/** Replaces changed requests by ID and puts new ones first (the list is newest first). */
export function mergeRequests<R extends { ID: number }>(current: R[], updated: R[]): R[] {
  if (updated.length === 0) return current;
  const byId = new Map(updated.map((r) => [r.ID, r]));
  const replaced = current.map((r) => (byId.has(r.ID) ? { ...r, ...byId.get(r.ID)! } : r));
  const known = new Set(current.map((r) => r.ID));
  const added = updated.filter((r) => !known.has(r.ID));
  return [...added, ...replaced];
}

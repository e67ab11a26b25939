import { apiContext, currentUser, settings, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { mapLoaded, type Loaded } from "~/api/loaded";
import { timeZoneOf } from "~/server/time-zone.server";
import { today } from "~/domain/dates/format";
import { emergencyWorkViews, type ZonedText } from "~/domain/dates/zone";
import {
  announcementCards,
  newsCards,
  pollCards,
  verificationReminders,
  type ContentCard,
  type PollCard,
  type VerificationReminder,
} from "~/domain/home/blocks";
import { isClubMember } from "~/domain/club/club";
import { isSectionVisible } from "~/domain/navigation/menu";
import { fetchMeters } from "../meters/meters.server";

export interface WorkView {
  start: ZonedText;
  end: ZonedText;
  description: string;
  addresses: string[];
}

export interface HomePage {
  fio: string;
  accounts: { Ident: string; Address: string }[];
  /** null: the block is not for this resident (no accounts, accessOSS, the setting or section off). */
  works: Loaded<WorkView[]> | null;
  reminders: Loaded<VerificationReminder[]> | null;
  announcements: Loaded<ContentCard[]> | null;
  news: Loaded<ContentCard[]> | null;
  polls: Loaded<PollCard[]> | null;
  /** §6: house 1361 among the accounts shows the privilege club's block. */
  club: boolean;
}

/**
 * Every block of Home from one round trip (decision 0014): the event block (announcements, news, polls), the
 * meters (the verification reminder), the emergency works and the user, asked for together with the settings.
 */
export async function homePage(context: Context, request: Request): Promise<HomePage> {
  const api = context.get(apiContext);
  const [user, config, events, meters, works] = await Promise.all([
    currentUser(context),
    settings(context),
    // Plain text: cards show a cut of it; the full HTML is the item's own page.
    call(() => api.GET("/Common/EventBlockData", { params: { query: { htmlAsPlaintText: true } } })),
    fetchMeters(context),
    call(() => api.GET("/EmergencyWorks/List")),
  ]);
  const hasAccounts = user.accounts.length > 0;
  const zone = timeZoneOf(request);
  const addressOf = new Map(user.accounts.map((a) => [a.Ident, a.Address]));
  // §6: residents with accessOSS see neither announcements nor news.
  const content = !user.accessOSS;
  const allowed = config.allowMeterVerificationRequest === true;
  return {
    fio: user.fio,
    accounts: user.accounts.map((a) => ({ Ident: a.Ident, Address: a.Address })),
    works: hasAccounts
      ? mapLoaded(works, (list) =>
          emergencyWorkViews(list, zone).map((w) => ({
            start: w.start,
            end: w.end,
            description: w.Description,
            addresses: [...new Set(w.Idents.map((i) => addressOf.get(i)).filter((a): a is string => !!a))],
          })),
        )
      : null,
    reminders:
      hasAccounts && allowed ? mapLoaded(meters, (list) => verificationReminders(list, today(), allowed)) : null,
    announcements: content ? mapLoaded(events, (e) => announcementCards(e.Announcements)) : null,
    news: content ? mapLoaded(events, (e) => newsCards(e.News)) : null,
    polls: isSectionVisible(config, "Polls") ? mapLoaded(events, (e) => pollCards(e.Polls)) : null,
    club: isClubMember(user.accounts),
  };
}

import type { Schemas } from "~/domain/types";
import { formatMoney } from "~/domain/numbers/format";
import { amountInput, toKopecks } from "~/domain/payment/amount";
import type { Notice } from "~/session/notice";
import type { Reply } from "~/ui/form";

// What crosses the loaders: the contract's shapes, trimmed to what the screens show.
export type RequestItem = Pick<
  Schemas["Request"],
  | "ID"
  | "RequestNumber"
  | "Added"
  | "Status"
  | "StatusID"
  | "Name"
  | "Address"
  | "IsReadedByClient"
  | "CanCancelingRequest"
  | "CanClose"
  | "IsClosed"
  | "IsPaid"
  | "CanPayOnMobileApp"
  | "PaidServiceText"
> & {
  /** PaidSumm and BonusAmount as money in the page's language, formatted here so the browser needs no formatter. */
  paidSum: string | null;
  bonusSum: string | null;
  /** BonusAmount as the pay form's bonus field starts ("150,00"); empty without bonuses. */
  bonusInput: string;
};
export type Message = Schemas["RequestMessage"];
export type RequestWithMessages = RequestItem & { Messages: Message[] };

/** What the screens show of a request; `lang` formats its sums (the loaders' language). */
export function toItem(r: Schemas["Request"], lang: string): RequestItem {
  return {
    ID: r.ID,
    RequestNumber: r.RequestNumber,
    Added: r.Added,
    Status: r.Status,
    StatusID: r.StatusID,
    Name: r.Name,
    Address: r.Address,
    IsReadedByClient: r.IsReadedByClient,
    CanCancelingRequest: r.CanCancelingRequest,
    CanClose: r.CanClose,
    IsClosed: r.IsClosed,
    IsPaid: r.IsPaid,
    CanPayOnMobileApp: r.CanPayOnMobileApp,
    PaidServiceText: r.PaidServiceText ?? null,
    paidSum: r.PaidSumm === null || r.PaidSumm === undefined ? null : formatMoney(toKopecks(r.PaidSumm), lang),
    bonusSum: r.BonusAmount > 0 ? formatMoney(toKopecks(r.BonusAmount), lang) : null,
    bonusInput: amountInput(toKopecks(r.BonusAmount), lang),
  };
}

export function withMessages(
  r: Schemas["Request"] & { Messages?: Message[] | null },
  lang: string,
): RequestWithMessages {
  return {
    ...toItem(r, lang),
    Messages: (r.Messages ?? []).map(({ ID, AuthorName, Added, Text, FileID, IsSelf }) => ({
      ID,
      AuthorName,
      Added,
      Text,
      FileID,
      IsSelf,
    })),
  };
}

/** The confirm steps a chat offers; without JS they are shown on the page after ?do=…. */
export type ChatStep = "cancel" | "reopen" | "close";
export const chatStep = (value: string | null): ChatStep | null =>
  value === "cancel" || value === "reopen" || value === "close" ? value : null;

/**
 * A chat command's failed answer (chat.server.ts chatAnswer) from either chat page: the notices for the page's
 * region, those that belong beside the step's form, and the reply to the form of `intent`.
 */
export interface ChatAnswer {
  intent: string;
  notices: Notice[];
  stepNotices: Notice[];
  result?: Reply;
  /** Refused because the request changed since the page was loaded: the page is loaded again to show it now. */
  stale?: boolean;
}

/**
 * The chat pages' `shouldRevalidate`: a refused post is not followed by a reload (React Router's default for a
 * 4xx), except one refused because the request changed, so the resident sees why next to the kept text.
 */
export function reloadWhenStale({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return (actionResult as ChatAnswer | undefined)?.stale === true || defaultShouldRevalidate;
}

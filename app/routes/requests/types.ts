import type { Schemas } from "~/api/types";
import type { Route as RcRoute } from "../rc/+types/rc";
import type { Route as RequestsRoute } from "./+types/requests";

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
  | "PaidSumm"
  | "PaidServiceText"
  | "BonusAmount"
>;
export type Message = Schemas["RequestMessage"];
export type RequestWithMessages = RequestItem & { Messages: Message[] };

export function toItem(r: Schemas["Request"]): RequestItem {
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
    PaidSumm: r.PaidSumm ?? null,
    PaidServiceText: r.PaidServiceText ?? null,
    BonusAmount: r.BonusAmount,
  };
}

export function withMessages(r: Schemas["Request"] & { Messages?: Message[] | null }): RequestWithMessages {
  return { ...toItem(r), Messages: (r.Messages ?? []).map(({ ID, AuthorName, Added, Text, FileID, IsSelf }) => ({ ID, AuthorName, Added, Text, FileID, IsSelf })) };
}

/** The confirm steps a chat offers; without JS they are shown on the page after ?do=…. */
export type ChatStep = "cancel" | "reopen" | "close";
export const chatStep = (value: string | null): ChatStep | null =>
  value === "cancel" || value === "reopen" || value === "close" ? value : null;

/** A chat command's failed answer (chatAnswer) from either chat page: the notices, and the form of `intent`'s result. */
export type ChatAnswer = NonNullable<RequestsRoute.ComponentProps["actionData"] | RcRoute.ComponentProps["actionData"]>;

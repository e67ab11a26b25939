import { useState } from "react";
import { usePoll } from "~/ui/usePoll";
import { appendMessages, mergeRequests } from "~/domain/requests/chat";
import type { Route as RcUpdates } from "../rc/+types/updates";
import type { Route as OwnUpdates } from "./+types/updates";
import type { RequestItem, RequestWithMessages } from "./types";
import { REFRESH_MS } from "./refresh";

export interface LiveState {
  key: string;
  requests: RequestItem[];
  selected: RequestWithMessages | null;
}

/** One GetUpdates answer, as /requests/updates or /rc/{code}/updates send it (a failure is not passed on). */
type Updates = OwnUpdates.ComponentProps["loaderData"] | RcUpdates.ComponentProps["loaderData"];

/** Merges one GetUpdates answer: changed requests replaced, the open chat's new messages appended once. */
export function applyUpdates(state: LiveState, u: Updates): LiveState {
  const current = u.CurrentRequestUpdates;
  const selected =
    state.selected && current && current.ID === state.selected.ID
      ? { ...state.selected, ...current, Messages: appendMessages(state.selected.Messages, current.Messages) }
      : state.selected;
  return {
    key: u.NewUpdateKey,
    requests: "UpdatedRequests" in u ? mergeRequests(state.requests, u.UpdatedRequests) : state.requests,
    selected,
  };
}

/**
 * Live data seeded by the loader: reset whenever the loader's data changes (a navigation or an action), merged
 * with updates in between, so typing in the message form is never interrupted by a reload.
 */
export function useLive(initial: LiveState, url: (state: LiveState) => string | null) {
  const [seed, setSeed] = useState(initial);
  const [live, setLive] = useState(initial);
  if (seed !== initial) {
    setSeed(initial);
    setLive(initial);
  }
  usePoll<Updates>(url(live), (u) => setLive((s) => applyUpdates(s, u)), REFRESH_MS);
  return live;
}

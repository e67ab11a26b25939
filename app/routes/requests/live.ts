import { useEffect, useRef, useState } from "react";
import { appendMessages, mergeRequests } from "~/domain/requests/chat";
import type { Route as RcUpdates } from "../rc/+types/updates";
import type { Route as OwnUpdates } from "./+types/updates";
import type { RequestItem, RequestWithMessages } from "./types";

/** §9: the request list and the chat refresh every 30 s. */
export const REFRESH_MS = 30_000;

/**
 * Polls a JSON resource route every `ms` while the component is mounted (JS only; without JS every load is
 * complete). Each beat asks the URL as it is then, null skipping that beat: a new update key or a pause never
 * restarts the beat, so the next refresh is never pushed further than `ms` away by what happened in between.
 */
export function usePoll<T>(url: string | null, onData: (data: T) => void, ms = REFRESH_MS) {
  const latest = useRef({ url, onData });
  latest.current = { url, onData };
  useEffect(() => {
    const timer = setInterval(async () => {
      const { url } = latest.current;
      if (!url) return;
      try {
        const response = await fetch(url, { headers: { Accept: "application/json" } });
        if (response.ok) latest.current.onData((await response.json()) as T);
      } catch {
        // A missed refresh is retried at the next beat.
      }
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
}

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
  return { key: u.NewUpdateKey, requests: "UpdatedRequests" in u ? mergeRequests(state.requests, u.UpdatedRequests) : state.requests, selected };
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
  usePoll<Updates>(url(live), (u) => setLive((s) => applyUpdates(s, u)));
  return live;
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { href } from "react-router";
import { unreadAfter } from "~/domain/requests/unread";
import type { Route as Updates } from "./+types/updates";
import { usePoll } from "~/ui/usePoll";
import { REFRESH_MS } from "./refresh";

// The Requests menu item's unread count (§2.2, capped at 99+) follows the 30 s request updates (§9) on every
// page of the app layout, with JS, from one poll: the layout polls /requests/updates itself, except while the
// requests page is open, which polls for its list and chat anyway and reports what it knows here instead (the
// layout's beat goes on meanwhile, its calls skipped, so leaving that page never delays the next refresh).

/** What the layout's loader knows: the list's update key and its unread requests (the one being read left out). */
export interface UnreadSeed {
  key: string;
  unread: number[];
}

interface Channel {
  /** The requests page's list as it now stands (seeded or updated), the open request read by being shown. */
  report: (state: UnreadSeed) => void;
  /** The requests page polls: the layout stops its own poll until the returned function is called. */
  claim: () => () => void;
}

const UnreadChannel = createContext<Channel | null>(null);

/** The layout's side: the live unread count (null without the Requests item) and the channel for the page. */
export function useUnreadRequests(seed: UnreadSeed | null) {
  const [seen, setSeen] = useState(seed);
  const [state, setState] = useState(seed);
  // New loader data (a navigation, an action) starts over from it.
  if (seen !== seed) {
    setSeen(seed);
    setState(seed);
  }
  const [claims, setClaims] = useState(0);
  const report = useCallback((next: UnreadSeed) => setState((s) => (s ? next : s)), []);
  const claim = useCallback(() => {
    setClaims((n) => n + 1);
    return () => setClaims((n) => n - 1);
  }, []);
  const channel = useMemo<Channel>(() => ({ report, claim }), [report, claim]);
  const url =
    state && state.key && claims === 0
      ? `${href("/requests/updates")}?${new URLSearchParams({ key: state.key })}`
      : null;
  usePoll<Updates.ComponentProps["loaderData"]>(
    url,
    (u) => setState((s) => (s ? { key: u.NewUpdateKey, unread: unreadAfter(s.unread, u.UpdatedRequests) } : s)),
    REFRESH_MS,
  );
  return { count: state ? state.unread.length : null, channel };
}

export function UnreadRequestsChannel({ channel, children }: { channel: Channel; children: ReactNode }) {
  return <UnreadChannel.Provider value={channel}>{children}</UnreadChannel.Provider>;
}

/**
 * The requests page's side: while mounted it owns the poll, and reports its list (its key, the requests still
 * unread, the open one not counted) whenever it changes. A no-op outside the app layout (/rc/{code}).
 */
export function useReportUnread(state: {
  key: string;
  requests: ReadonlyArray<{ ID: number; IsReadedByClient: boolean }>;
  open: number | null;
}) {
  const channel = useContext(UnreadChannel);
  // A layout effect: the claim ends in the very commit that removes the page, so the layout's next beat (which
  // may come at once) already calls again.
  useLayoutEffect(() => channel?.claim(), [channel]);
  const { key, requests, open } = state;
  useEffect(() => {
    channel?.report({ key, unread: unreadAfter([], requests, open) });
  }, [channel, key, requests, open]);
}

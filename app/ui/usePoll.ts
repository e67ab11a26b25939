import { useEffect, useRef } from "react";

/**
 * Polls a JSON resource route every `ms` while the component is mounted (JS only; without JS every load is
 * complete). Each beat asks the URL as it is then, null skipping that beat: a new update key or a pause never
 * restarts the beat, so the next refresh is never pushed further than `ms` away by what happened in between.
 * `whileHidden: false` skips the beats while the tab is hidden (the support chat's 5 s polling).
 */
export function usePoll<T>(
  url: string | null,
  onData: (data: T) => void,
  ms: number,
  opts: { whileHidden?: boolean } = {},
) {
  const latest = useRef({ url, onData });
  latest.current = { url, onData };
  const whileHidden = opts.whileHidden ?? true;
  useEffect(() => {
    const timer = setInterval(async () => {
      const { url } = latest.current;
      if (!url || (!whileHidden && document.visibilityState === "hidden")) return;
      try {
        const response = await fetch(url, { headers: { Accept: "application/json" } });
        if (response.ok) latest.current.onData((await response.json()) as T);
      } catch {
        // A missed refresh is retried at the next beat.
      }
    }, ms);
    return () => clearInterval(timer);
  }, [ms, whileHidden]);
}

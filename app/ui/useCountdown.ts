import { useEffect, useState } from "react";

/**
 * Whole seconds left of a wait that had `seconds` left when the page was rendered, ticking each second with
 * JS. Counts against the clock, not the ticks, so a throttled background tab is still right when it returns.
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

import { useSyncExternalStore } from "react";
import { useLocation, useNavigation, type Fetcher } from "react-router";

const subscribe = () => () => {};

/** False on the server and during hydration, true once React runs in the browser: script-only controls wait for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether a post that is not a `useForm` form's (those know their own: `form.busy`) is under way, so its buttons
 * wait: a fetcher's (a dialog) or the navigation's POST to `formAction` (a path, compared without the query),
 * the page's own route when none is given.
 */
export function useIsPending({
  fetcher,
  formAction,
}: { fetcher?: Pick<Fetcher, "state">; formAction?: string } = {}): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (fetcher) return fetcher.state !== "idle";
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formAction)
    return false;
  const target = formAction ?? location.pathname;
  return new URL(navigation.formAction, "http://x").pathname === new URL(target, "http://x").pathname;
}

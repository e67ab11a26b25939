import { useSyncExternalStore } from "react";
import { useNavigation, type Fetcher } from "react-router";

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
 * Whether a form's post is under way, so its buttons wait (and may say so). A form posted through a fetcher
 * (a dialog) passes it; a page form asks the navigation, which stays pending through the post and the loading
 * after it. Several forms on one page (one per meter) tell theirs apart with `match` on the posted data.
 */
export function useIsPending({
  fetcher,
  match,
}: { fetcher?: Pick<Fetcher, "state">; match?: (posted: FormData) => boolean } = {}): boolean {
  const navigation = useNavigation();
  if (fetcher) return fetcher.state !== "idle";
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formData)
    return false;
  return match ? match(navigation.formData) : true;
}

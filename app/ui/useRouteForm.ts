import { useEffect } from "react";
import { useFetcher } from "react-router";

/**
 * A route's form shown in a dialog: its loader's data fetched once the dialog opens, and a fetcher to post
 * to its action, so the page under the dialog stays in place. `load` and `send` are the route's loader and
 * action types (`typeof loader`, `typeof action`).
 */
export function useRouteForm<Load, Send>(path: string) {
  const load = useFetcher<Load>();
  const send = useFetcher<Send>();
  const { load: fetch } = load;
  useEffect(() => {
    void fetch(path);
  }, [fetch, path]);
  return { data: load.data, send };
}

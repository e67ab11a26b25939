// The menu badge's count on every page of the app layout: apart from the requests' other rules (status.ts), so
// the layout's chunk carries this and not the requests pages' rules (decision 0019).

/**
 * The menu badge's unread requests (§2.2) from a list, or after one GetUpdates answer (§4: every 30 s) from the
 * last ones: a request is unread or read as it now says, and the one whose chat is open (`beingRead`) is read
 * by that showing (its details mark it), though the list may not say so yet.
 */
export function unreadAfter(
  unread: readonly number[],
  updated: ReadonlyArray<{ ID: number; IsReadedByClient: boolean }>,
  beingRead: number | null = null,
): number[] {
  const ids = new Set(unread);
  for (const r of updated) {
    if (r.IsReadedByClient) ids.delete(r.ID);
    else ids.add(r.ID);
  }
  if (beingRead !== null) ids.delete(beingRead);
  return [...ids];
}

// Its own module: the app layout's unread badge polls at this beat on every page, and importing it from live.ts
// would bring the requests pages' update merging into the layout's chunk (decision 0019).

/** §9: the request list and the chat refresh every 30 s. */
export const REFRESH_MS = 30_000;

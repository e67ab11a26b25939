import type { ApiFailure, ApiResult } from "./errors";

// What a page loaded from the provider, as its component receives it: the data, or why it could not be loaded.
// A list is never an empty array standing in for a failure (issue 14: a resident took "no accounts" after a
// failed load for their data being gone). `<WhenLoaded>` (app/ui/LoadFailed.tsx) makes the component handle both.

export type Loaded<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** The data turned into what the screen shows; a failure stays the failure. */
export function mapLoaded<T, U>(loaded: ApiResult<T> | Loaded<T>, f: (data: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, data: f(loaded.data) } : { ok: false, failure: loaded.failure };
}

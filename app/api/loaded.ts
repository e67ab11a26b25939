import type { ApiFailure, ApiResult } from "./errors";

// What a page loaded from the provider, as its component receives it: the data, or why it could not be loaded.
// A list is never an empty array standing in for a failure (issue 14: a resident took "no accounts" after a
// failed load for their data being gone). `<WhenLoaded>` (app/ui/LoadFailed.tsx) makes the component handle both.

export type Loaded<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** The data turned into what the screen shows; a failure stays the failure. */
export function mapLoaded<T, U>(loaded: ApiResult<T> | Loaded<T>, f: (data: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, data: f(loaded.data) } : { ok: false, failure: loaded.failure };
}

/** Several loads one part of a screen needs: the first failure, or all the data. */
export function allLoaded<T extends unknown[]>(...loads: { [K in keyof T]: Loaded<T[K]> }): Loaded<T> {
  const failed = loads.find((l): l is { ok: false; failure: ApiFailure } => !l.ok);
  return failed ? { ok: false, failure: failed.failure } : { ok: true, data: loads.map((l) => (l as { data: unknown }).data) as T };
}

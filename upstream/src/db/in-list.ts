// A list of values in SQL as one bound parameter. D1 binds at most 100 parameters per statement, so
// `IN (?, ?, …)` with a placeholder per value fails for a resident with more than about a hundred requests
// (issue 14). `IN ${IN_LIST}` bound with `inList(values)` takes any number of values in one parameter.

export const IN_LIST = "(SELECT value FROM json_each(?))";

export function inList(values: ReadonlyArray<number | string>): string {
  return JSON.stringify(values);
}

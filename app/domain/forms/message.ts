// A form message is one string (conform carries field errors as strings): an i18n key, and the values it
// interpolates as a query ("forms.too_long?max=150"). Only the portal's own numbers go in, never the input:
// a message must not repeat what the resident typed (issue 14).

export type MessageParams = Record<string, string | number>;

/** The message for `key` with its values. */
export function message(key: string, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  return `${key}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
}

/** The key and values of a message, as `t(key, params)` takes them. */
export function messageArgs(text: string): [key: string, params: Record<string, string>] {
  const at = text.indexOf("?");
  if (at < 0) return [text, {}];
  return [text.slice(0, at), Object.fromEntries(new URLSearchParams(text.slice(at + 1)))];
}

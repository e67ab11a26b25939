// Apart from the forms' rules (./forms.ts): the support chat's message form asks this in the browser, and the
// rules module would bring the request creation rules (./create.ts) into that page's download.

/** §5: a message with neither text nor a file cannot be sent. */
export function isEmptyMessage(text: string | null | undefined, hasFile: boolean): boolean {
  return !text?.trim() && !hasFile;
}

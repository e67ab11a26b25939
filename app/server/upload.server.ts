import { contentMatches, SNIFF_BYTES } from "~/domain/requests/content";

/**
 * Whether an uploaded file's first bytes are the format its name says (issue 32 item 5): checked by every action
 * that passes a file on (request chat, by id and by code, new request, support chat) after the form's own rule,
 * before anything reaches the provider. No file passes.
 */
export async function contentIsNamed(file: File | null | undefined): Promise<boolean> {
  if (!file) return true;
  return contentMatches(file.name, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}

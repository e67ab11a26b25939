import { data } from "react-router";
import type { Api } from "~/api/client.server";
import { apiContext, currentUser, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { mapLoaded, type Loaded } from "~/api/loaded";
import type { Schemas } from "~/domain/types";
import { cloudflareContext } from "~/context";

// Owners' meetings (§2.3, §4, §7 Owners' meetings). Each page asks for one thing: the list, or one meeting
// by id; the writes a page implies (acquainted, start of voting) go out after it is answered and never hold it.

export type Meeting = Schemas["Oss"];

/** A meeting id from the URL; anything else is a 404, never a provider call. */
export function meetingId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw data(null, { status: 404 });
  return Number(raw);
}

export async function meetingList(context: Context): Promise<Loaded<Meeting[]>> {
  const result = await call(() => context.get(apiContext).GET("/OSS/List"));
  return mapLoaded(result, (d) => d.Data);
}

/**
 * One meeting. A meeting outside the resident's houses (or unknown) is the provider's 404, and the page's;
 * any other failure is the page's failure to show.
 */
export async function meeting(context: Context, id: number): Promise<Loaded<Meeting>> {
  const result = await call(() => context.get(apiContext).GET("/OSS/OssById/{id}", { params: { path: { id } } }));
  if (!result.ok && result.failure.status === 404) throw data(null, { status: 404 });
  return result;
}

/**
 * A write the page implies, sent once the page is answered, for an accessOSS resident only (the section guard
 * lets page loaders run while it checks, so the write waits for the same answer). Its failure is logged and
 * never breaks the page (§2.3: opening the info sets the resident acquainted, idempotent).
 */
export function afterPage(context: Context, write: (api: Api) => Promise<{ error?: unknown; response: Response }>) {
  const api = context.get(apiContext);
  const sent = currentUser(context).then((user) => (user.accessOSS ? call(() => write(api)) : null));
  context.get(cloudflareContext).ctx.waitUntil(sent.catch((e: unknown) => console.error("oss write after page", e)));
}

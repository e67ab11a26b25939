// The privilege club (§2.3, §6, §9: house 1361): its offers by section, the click-through and the lead.
import { parseWithZod } from "@conform-to/zod/v4";
import { href, redirect } from "react-router";
import { apiContext, currentUser, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { mapLoaded, type Loaded } from "~/api/loaded";
import type { Schemas } from "~/domain/types";
import { isClubMember } from "~/domain/club/club";
import { noticeFromFailure, type Notice } from "~/session/notice";
import type { Reply } from "~/ui/form";
import { leadSchema } from "./lead.schema";

/** Others than the club's residents go Home (§6), for the page, its click-throughs and its form alike. */
export async function requireMember(context: Context): Promise<Schemas["User"]> {
  const user = await currentUser(context);
  if (!isClubMember(user.accounts)) throw redirect(href("/home"));
  return user;
}

export type ClubSections = Schemas["PrivilegeClubSection"][];

/** The offers, asked for together with the membership check (one round trip). */
export async function clubPage(context: Context): Promise<{ user: Schemas["User"]; sections: Loaded<ClubSections> }> {
  const [user, offers] = await Promise.all([
    requireMember(context),
    call(() => context.get(apiContext).GET("/PrivilegeClub/Offers")),
  ]);
  return { user, sections: mapLoaded(offers, (o) => ("Sections" in o ? o.Sections : [])) };
}

export type LeadOutcome = { ok: true } | { ok: false; status: 400 | 502; result: Reply; notices: Notice[] };

/** The lead (§2.3): refused input comes back with its messages, a provider failure with the input kept. */
export async function sendLead(context: Context, formData: FormData): Promise<LeadOutcome> {
  const submission = parseWithZod(formData, { schema: leadSchema });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply(), notices: [] };
  const { offerId, name, phone, comment } = submission.value;
  const sent = await call(() =>
    context.get(apiContext).POST("/PrivilegeClub/SendLead", { body: { offerId, name, phone, comment } }),
  );
  if (!sent.ok)
    return {
      ok: false,
      status: 502,
      result: submission.reply(),
      notices: [{ kind: "error", key: "club.lead_failed" }, noticeFromFailure(sent.failure)],
    };
  return { ok: true };
}

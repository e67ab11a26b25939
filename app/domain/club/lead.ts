import { readPhone } from "../auth/phone";
import { checked, type Checked, type FieldIssue } from "../forms/checked";

// The privilege club's "leave a request" form (§2.3 Privilege club; the lead's fields are the portal's choice,
// §3 "fields not shown"): the offer it is about, a name and a phone to call back, an optional comment.

export interface LeadInput {
  offer?: string;
  name?: string;
  phone?: string;
  comment?: string;
}

export interface Lead {
  offerId: number;
  name: string;
  /** The provider's 11 digits. */
  phone: string;
  comment: string | null;
}

type LeadField = "offer" | "name" | "phone";

export function leadRule(input: LeadInput): Checked<Lead, LeadField> {
  const issues: FieldIssue<LeadField>[] = [];
  // An offer is chosen from the page's list: its provider id.
  const offer = input.offer?.trim() ?? "";
  if (!/^\d{1,9}$/.test(offer)) issues.push({ field: "offer", key: "club.choose_offer" });
  const name = input.name?.trim() ?? "";
  if (!name) issues.push({ field: "name", key: "forms.field_required" });
  const phone = readPhone("phone", input.phone, {
    required: "forms.field_required",
    incomplete: "forms.phone_incomplete",
  });
  if ("issue" in phone) issues.push(phone.issue);
  return checked(issues, () => ({
    offerId: Number(offer),
    name,
    phone: "phone" in phone ? phone.phone : "",
    comment: input.comment?.trim() || null,
  }));
}

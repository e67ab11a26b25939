// §5 Support: "Feedback send enabled only when name, phone, email and description are all filled".

export interface FeedbackFields {
  name: string;
  email: string;
  phone: string;
  description: string;
}

/** Whether the send button may be enabled: every field has something besides spaces. */
export function isFeedbackFilled(fields: FeedbackFields): boolean {
  return [fields.name, fields.email, fields.phone, fields.description].every((v) => v.trim() !== "");
}

/** A bot filled the field people are told to leave empty: the portal pretends success and does nothing. */
export function isBot(honeypot: string | null | undefined): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

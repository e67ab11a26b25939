// §5 Support: the feedback form's fields are checked by its schema (app/routes/feedback/feedback.schema.ts).

/** A bot filled the field people are told to leave empty: the portal pretends success and does nothing. */
export function isBot(honeypot: string | null | undefined): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

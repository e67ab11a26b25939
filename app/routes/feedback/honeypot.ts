/** The honeypot's field name: a name bots like to fill; people are told to leave it empty. */
export const HONEYPOT = "website";

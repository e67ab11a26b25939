import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { isEmail } from "../forms/email";
import { readPhone } from "../auth/phone";

// §5 Support: the feedback form's send is enabled only when name, phone, email and description are all filled;
// the phone a whole number, the e-mail an e-mail. §7 Other: the form makes no call.

export interface FeedbackInput {
  name?: string;
  email?: string;
  phone?: string;
  description?: string;
}

export interface Feedback {
  name: string;
  email: string;
  /** The provider's 11 digits. */
  phone: string;
  description: string;
}

type FeedbackField = keyof FeedbackInput;

const REQUIRED = "forms.field_required";

/** §5: every field filled (blank spaces are not), then the phone's and the e-mail's formats. */
export function feedbackRule(input: FeedbackInput): Checked<Feedback, FeedbackField> {
  const issues: FieldIssue<FeedbackField>[] = [];
  const name = input.name?.trim() ?? "";
  const email = input.email?.trim() ?? "";
  const description = input.description?.trim() ?? "";
  if (!name) issues.push({ field: "name", key: REQUIRED });
  if (!email) issues.push({ field: "email", key: REQUIRED });
  else if (!isEmail(email)) issues.push({ field: "email", key: "forms.wrong_format" });
  const phone = readPhone("phone", input.phone, { required: REQUIRED, incomplete: "forms.phone_incomplete" });
  if ("issue" in phone) issues.push(phone.issue);
  if (!description) issues.push({ field: "description", key: REQUIRED });
  return checked(issues, () => ({ name, email, phone: "phone" in phone ? phone.phone : "", description }));
}

/** A bot filled the field people are told to leave empty: the portal pretends success and does nothing. */
export function isBot(honeypot: string | null | undefined): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

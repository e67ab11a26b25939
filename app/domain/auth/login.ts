import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { readPhone } from "./phone";

// §5 Login: Enter is disabled while the phone mask is incomplete or the password is empty; only the phone's
// digits are sent.

export interface LoginInput {
  phone?: string;
  password?: string;
  redirectTo?: string;
  redirectHash?: string;
}

export interface Login {
  phone: string;
  password: string;
  redirectTo: string | undefined;
  redirectHash: string | undefined;
}

export function loginRule(input: LoginInput): Checked<Login, "phone" | "password"> {
  const issues: FieldIssue<"phone" | "password">[] = [];
  const phone = readPhone("phone", input.phone, {
    required: "login.phone_required",
    incomplete: "login.phone_incomplete",
  });
  if ("issue" in phone) issues.push(phone.issue);
  if (!input.password) issues.push({ field: "password", key: "login.password_required" });
  return checked(issues, () => ({
    phone: "phone" in phone ? phone.phone : "",
    password: input.password ?? "",
    redirectTo: input.redirectTo,
    redirectHash: input.redirectHash,
  }));
}

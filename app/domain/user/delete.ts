import { checked, type Checked, type FieldIssue } from "../forms/checked";

// Deleting one's own user (§2.3 Profile) asks for the password again (issue 32 item 4): a session left open on
// a shared computer cannot delete the resident's user. The provider judges the password; here only that one is
// given.

export interface DeleteUserInput {
  password?: string;
}

export function deleteUserRule(input: DeleteUserInput): Checked<{ password: string }, "password"> {
  const issues: FieldIssue<"password">[] = [];
  if (!input.password) issues.push({ field: "password", key: "profile.delete_password_required" });
  return checked(issues, () => ({ password: input.password ?? "" }));
}

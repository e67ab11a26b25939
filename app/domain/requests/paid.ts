import { checked, type Checked, type FieldIssue } from "../forms/checked";
import { optionalKopecks } from "../payment/amount";

// §2.3 paid-request payment, §7 GetPaidRequestAllowedBonuses: the resident chooses how much of the price to pay
// with bonuses — all that is allowed, less, or none (issue 31 item 13). The provider says what is allowed only
// when asked, so the form checks the amount, and the action checks it against the provider's answer.

export const BONUS_INVALID = "requests.bonus_invalid";
export const BONUS_TOO_MANY = "requests.bonus_too_many";

/** The pay-online form: the bonuses to spend, in kopecks (empty is none). */
export function payOnlineRule(input: { bonus?: string }): Checked<{ bonus: number }, "bonus"> {
  const bonus = optionalKopecks(input.bonus ?? "");
  return checked(bonus === null ? [{ field: "bonus", key: BONUS_INVALID }] : [], () => ({ bonus: bonus! }));
}

/** More bonuses than the provider allows for this request: the issue naming the most (as `max` shows it). */
export function bonusOverAllowed(bonus: number, allowed: number, max: string): FieldIssue<"bonus"> | null {
  return bonus > allowed ? { field: "bonus", key: BONUS_TOO_MANY, params: { max } } : null;
}

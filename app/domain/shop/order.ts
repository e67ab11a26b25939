import { checked, type Checked, type FieldIssue } from "../forms/checked";

// §5 Cart: the order button is disabled while the cart costs nothing, and an account must be chosen (else
// 'please_select_personal_account'). The rules of the cart's step to the confirmation, of the confirmation's
// order and of a service ordered as a request (§2.3 Our services), each a factory over what the page knows.

export const NO_ACCOUNT = "shop.please_select_personal_account";
export const NEEDS_GOODS = "shop.order_needs_goods";
export const NO_SUBTYPE = "shop.choose_subtype";

/** The account chosen, if it is one of the resident's. */
function account(ident: string | undefined, idents: readonly string[]): FieldIssue<"ident"> | string {
  const chosen = ident?.trim() ?? "";
  return chosen && idents.includes(chosen) ? chosen : { field: "ident", key: NO_ACCOUNT };
}

export interface CheckoutContext {
  /** What the cart costs now (kopecks). */
  total: number;
  /** The resident's accounts. */
  idents: readonly string[];
}

/** The cart's "confirm order": goods to order (nothing else is asked while there are none), then an account. */
export function checkoutRule({ total, idents }: CheckoutContext) {
  return (input: { ident?: string }): Checked<{ ident: string }, "ident"> => {
    if (total <= 0) return { ok: false, issues: [{ key: NEEDS_GOODS }] };
    const ident = account(input.ident, idents);
    return typeof ident === "string" ? { ok: true, value: { ident } } : { ok: false, issues: [ident] };
  };
}

export interface OrderContext extends CheckoutContext {
  /** The subtypes of the order's request type; one must be chosen when there are any. */
  subtypes: readonly number[];
}

/** The confirmation's order: goods, the confirmed account, and a subtype where the request type has them. */
export function orderRule({ total, idents, subtypes }: OrderContext) {
  return (input: {
    ident?: string;
    subtype?: string;
  }): Checked<{ ident: string; subTypeId: number | null }, "ident" | "subtype"> => {
    if (total <= 0) return { ok: false, issues: [{ key: NEEDS_GOODS }] };
    const issues: FieldIssue<"ident" | "subtype">[] = [];
    const ident = account(input.ident, idents);
    if (typeof ident !== "string") issues.push(ident);
    const subtype = subtypes.find((s) => String(s) === input.subtype?.trim()) ?? null;
    if (subtypes.length > 0 && subtype === null) issues.push({ field: "subtype", key: NO_SUBTYPE });
    return checked(issues, () => ({ ident: ident as string, subTypeId: subtype }));
  };
}

/** A service without a shop, ordered as a request: an account, and an optional comment (trimmed, blank is none). */
export function serviceOrderRule({ idents }: { idents: readonly string[] }) {
  return (input: { ident?: string; comment?: string }): Checked<{ ident: string; comment: string | null }, "ident"> => {
    const ident = account(input.ident, idents);
    if (typeof ident !== "string") return { ok: false, issues: [ident] };
    return { ok: true, value: { ident, comment: input.comment?.trim() || null } };
  };
}

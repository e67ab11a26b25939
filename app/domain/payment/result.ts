// Spec §4/§8 Payment result: the payment page sends the resident back with a success or fail marker.
// The return URL carries it in the query (the server sees it and renders the notice) and in the hash (the
// spec's form, for links made elsewhere; a hash never reaches the server, so the browser reads that one).

export type PaymentResult = "success" | "fail";

export const RESULT_PARAM = "result";
const MARKERS: Record<PaymentResult, string> = { success: "paymentSuccess", fail: "paymentFail" };

/** The success and fail return URLs of a payment started from `origin`, back to `path`. */
export function returnUrls(origin: string, path = "/payment"): { success: string; fail: string } {
  const at = (r: PaymentResult) => {
    const url = new URL(path, origin);
    url.searchParams.set(RESULT_PARAM, MARKERS[r]);
    url.hash = MARKERS[r];
    return url.href;
  };
  return { success: at("success"), fail: at("fail") };
}

/** The result a query parameter value names, if any. */
export function resultFromQuery(value: string | null): PaymentResult | null {
  if (value === MARKERS.success) return "success";
  if (value === MARKERS.fail) return "fail";
  return null;
}

/** §2.3: a URL hash ending in paymentSuccess or paymentFail. */
export function resultFromHash(hash: string): PaymentResult | null {
  if (hash.endsWith(MARKERS.success)) return "success";
  if (hash.endsWith(MARKERS.fail)) return "fail";
  return null;
}

export const RESULT_NOTICE_KEY: Record<PaymentResult, string> = {
  success: "payment.payment_successful",
  fail: "payment.payment_failed",
};

/**
 * The provider's pay link from a GetPayLink / GetPayInvoiceLink answer, if it is an http(s) URL: the portal
 * sends the browser there, so anything else (empty, relative, javascript:) is treated as a failed call.
 */
export function payLinkOf(answer: unknown): string | null {
  const value = answer && typeof answer === "object" && "payLink" in answer ? answer.payLink : null;
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

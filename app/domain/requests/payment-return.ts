// A paid request's return from the payment page (§2.3, §7: the return URL is the page plus a paymentSuccess or
// paymentFail marker in the hash). The requests page tests the hash with this alone and loads the result's
// notice code (app/routes/payment/HashResult.tsx) only when a marker is there, so the chat does not carry it.
// payment-return.test.ts holds it to app/domain/payment/result.ts's own reading of the hash.

/** Whether the hash ends in one of the payment result markers. */
export const carriesPaymentResult = (hash: string) => /payment(?:Success|Fail)$/.test(hash);

import { describe, expect, it } from "vitest";
import { resultFromHash, returnUrls } from "~/domain/payment/result";
import { carriesPaymentResult } from "./payment-return";

describe("a paid request's return (the hash marker)", () => {
  const { success, fail } = returnUrls("https://portal.example", "/requests/7");
  const hashes = [
    new URL(success).hash,
    new URL(fail).hash,
    "#paymentSuccess",
    "#x-paymentFail",
    "",
    "#",
    "#payment",
    "#paymentSuccess2",
    "#paymentsuccess",
  ];
  it.each(hashes)("agrees with the payment area's reading: %j", (hash) => {
    expect(carriesPaymentResult(hash)).toBe(resultFromHash(hash) !== null);
  });
  it("finds both markers the return URLs carry", () => {
    expect(carriesPaymentResult(new URL(success).hash) && carriesPaymentResult(new URL(fail).hash)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { resultFromHash, resultFromQuery, returnUrls } from "./result";

describe("payment result marker (§4, §8)", () => {
  it("return URLs carry the marker in the query (for the server) and in the hash", () => {
    const { success, fail } = returnUrls("https://portal.example");
    expect(success).toBe("https://portal.example/payment?result=paymentSuccess#paymentSuccess");
    expect(fail).toBe("https://portal.example/payment?result=paymentFail#paymentFail");
  });

  it("reads the query marker", () => {
    expect(resultFromQuery("paymentSuccess")).toBe("success");
    expect(resultFromQuery("paymentFail")).toBe("fail");
    expect(resultFromQuery("other")).toBeNull();
    expect(resultFromQuery(null)).toBeNull();
  });

  it("reads a hash ending in paymentSuccess or paymentFail", () => {
    expect(resultFromHash("#paymentSuccess")).toBe("success");
    expect(resultFromHash("#/payment/paymentFail")).toBe("fail");
    expect(resultFromHash("#paymentSuccessful")).toBeNull();
    expect(resultFromHash("")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { payLinkOf, resultFromHash, resultFromQuery, returnUrls } from "./result";

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

describe("the pay link (§7 GetPayLink, GetPayInvoiceLink)", () => {
  it("is taken only as an absolute http(s) URL", () => {
    expect(payLinkOf({ payLink: "https://pay.example/p/1" })).toBe("https://pay.example/p/1");
    expect(payLinkOf({ payLink: "http://localhost:5190/__upstream/demo/pay/x" })).toBe(
      "http://localhost:5190/__upstream/demo/pay/x",
    );
    expect(payLinkOf({ payLink: "javascript:alert(1)" })).toBeNull();
    expect(payLinkOf({ payLink: "/relative" })).toBeNull();
    expect(payLinkOf({ payLink: "" })).toBeNull();
    expect(payLinkOf({ Error: "Нет доступа" })).toBeNull();
    expect(payLinkOf(null)).toBeNull();
  });
});

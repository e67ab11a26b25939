import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { invoiceForm } from "./invoice-form";

describe("payment by invoice (§5)", () => {
  it("requires a chosen invoice", () => {
    expect(errorsOf(invoiceForm({}))).toEqual({ invoiceUid: "payment.choose_invoice" });
    expect(errorsOf(invoiceForm({ invoiceUid: " ", paymentSystem: "sberbank" }))).toEqual({
      invoiceUid: "payment.choose_invoice",
    });
  });

  it("gives the invoice and the system as posted", () => {
    expect(invoiceForm({ invoiceUid: "inv-1", paymentSystem: "tinkoff" })).toEqual({
      ok: true,
      value: { invoiceUid: "inv-1", paymentSystem: "tinkoff" },
    });
    expect(invoiceForm({ invoiceUid: "inv-1" })).toEqual({
      ok: true,
      value: { invoiceUid: "inv-1", paymentSystem: "" },
    });
  });
});

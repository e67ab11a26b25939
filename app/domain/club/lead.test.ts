import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { leadRule } from "./lead";

describe("leadRule (the privilege club's lead)", () => {
  it("asks for the offer, the name and the phone at once", () => {
    expect(errorsOf(leadRule({}))).toEqual({
      offer: "club.choose_offer",
      name: "forms.field_required",
      phone: "forms.field_required",
    });
    expect(errorsOf(leadRule({ offer: "", name: "   ", phone: " " }))).toEqual({
      offer: "club.choose_offer",
      name: "forms.field_required",
      phone: "forms.field_required",
    });
  });
  it("refuses an offer that is no id of the list, and an incomplete phone", () => {
    expect(errorsOf(leadRule({ offer: "abc", name: "Анна", phone: "+7 (900) 000 00 0" }))).toEqual({
      offer: "club.choose_offer",
      phone: "forms.phone_incomplete",
    });
  });
  it("sends the offer's id, the name trimmed, the phone's 11 digits and a comment only when there is one", () => {
    expect(leadRule({ offer: "3", name: " Анна ", phone: "+7 (900) 000 00 01", comment: "  " })).toEqual({
      ok: true,
      value: { offerId: 3, name: "Анна", phone: "79000000001", comment: null },
    });
    expect(leadRule({ offer: "3", name: "Анна", phone: "89000000001", comment: " Комната 18 м² " })).toMatchObject({
      value: { phone: "79000000001", comment: "Комната 18 м²" },
    });
  });
});

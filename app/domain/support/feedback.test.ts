import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { feedbackRule, isBot } from "./feedback";

const all = { name: "Анна", email: "a@b.ru", phone: "+7 (900) 000 00 01", description: "Спасибо" };

describe("feedbackRule (§5 Support: send only when all four are filled)", () => {
  it("takes a filled form, trimmed, with the provider's phone", () => {
    expect(feedbackRule({ ...all, name: " Анна " })).toEqual({
      ok: true,
      value: { name: "Анна", email: "a@b.ru", phone: "79000000001", description: "Спасибо" },
    });
  });

  it("names each field that is empty or blank, and only that one", () => {
    for (const key of Object.keys(all) as Array<keyof typeof all>) {
      for (const blank of [undefined, "", "  "]) {
        expect(errorsOf(feedbackRule({ ...all, [key]: blank })), `${key}: ${JSON.stringify(blank)}`).toEqual({
          [key]: "forms.field_required",
        });
      }
    }
    expect(Object.keys(errorsOf(feedbackRule({}))).sort()).toEqual(["description", "email", "name", "phone"]);
  });

  it("refuses a malformed e-mail and an incomplete phone", () => {
    expect(errorsOf(feedbackRule({ ...all, email: "anna@", phone: "900 123" }))).toEqual({
      email: "forms.wrong_format",
      phone: "forms.phone_incomplete",
    });
  });
});

it("takes a filled honeypot for a bot", () => {
  expect(isBot(undefined)).toBe(false);
  expect(isBot(null)).toBe(false);
  expect(isBot("")).toBe(false);
  expect(isBot("http://spam.example")).toBe(true);
});

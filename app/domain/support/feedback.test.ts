import { expect, it } from "vitest";
import { isBot, isFeedbackFilled } from "./feedback";

it("enables sending only when all four fields are filled", () => {
  const all = { name: "Анна", email: "a@b.ru", phone: "+7 (900) 000 00 01", description: "Спасибо" };
  expect(isFeedbackFilled(all)).toBe(true);
  for (const key of Object.keys(all) as Array<keyof typeof all>) {
    expect(isFeedbackFilled({ ...all, [key]: "" }), key).toBe(false);
    expect(isFeedbackFilled({ ...all, [key]: "  " }), key).toBe(false);
  }
});

it("takes a filled honeypot for a bot", () => {
  expect(isBot(undefined)).toBe(false);
  expect(isBot(null)).toBe(false);
  expect(isBot("")).toBe(false);
  expect(isBot("http://spam.example")).toBe(true);
});

import { expect, it } from "vitest";
import { isBot } from "./feedback";

it("takes a filled honeypot for a bot", () => {
  expect(isBot(undefined)).toBe(false);
  expect(isBot(null)).toBe(false);
  expect(isBot("")).toBe(false);
  expect(isBot("http://spam.example")).toBe(true);
});

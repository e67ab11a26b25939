import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("the one e-mail rule (profile, payment, feedback)", () => {
  it.each(["ivanov@example.ru", "a.b-c+d@mail.example.com", " ivanov@example.ru "])("takes %s", (value) => {
    expect(isEmail(value)).toBe(true);
  });

  // §5's minimum (an @ and a dot) is not enough: each of these has both and is still no address.
  it.each([
    "@.",
    "a@.",
    "@b.c",
    "a@b.",
    "a.b@c",
    "a@b@c.d",
    "a b@c.d",
    "ivanov@example",
    "ivanov.example.ru",
    "ivanov",
    "ivanov@",
    "@example.ru",
    "a@@example.ru",
    "",
  ])("refuses %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

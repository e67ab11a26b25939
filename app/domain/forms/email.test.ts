import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("the one e-mail rule (profile, payment, feedback)", () => {
  it.each([
    "ivanov@example.ru",
    "a.b-c+d@mail.example.com",
    " ivanov@example.ru ",
    "o'brien@example.co.uk",
    "ivanov@почта.рф",
    "ivanov@xn--80a1acny.xn--p1ai",
  ])("takes %s", (value) => {
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
    // Issue 31 item 9: what a payment receipt's mail server refuses (RFC 5321 dot-atoms, a real top-level domain).
    "a@b..ru",
    "a.@b.ru",
    ".a@b.ru",
    "a..b@c.ru",
    "a@.b.ru",
    "a@b.ru.",
    "a@-b.ru",
    "a@b-.ru",
    "a@b.r",
    "a@b.r1",
    "a\u200B@b.ru",
    "a@b\u202E.ru",
    "a(b)@c.ru",
    "",
  ])("refuses %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

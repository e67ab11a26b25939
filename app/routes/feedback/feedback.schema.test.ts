import { parseWithZod } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { feedbackSchema } from "./feedback.schema";

const parse = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return parseWithZod(data, { schema: feedbackSchema });
};

// The rule's edges: app/domain/support/feedback.test.ts. Here: its messages reach the fields through conform.
it("answers with the rule's message on each field, and passes a filled form", () => {
  const all = { name: "Анна", email: "a@b.ru", phone: "+7 (900) 000 00 01", description: "Спасибо" };
  expect(parse(all).status).toBe("success");
  expect(parse({ ...all, description: "  ", email: "x@" }).reply().error).toEqual({
    email: ["forms.wrong_format"],
    description: ["forms.field_required"],
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { feedbackSchema } from "./feedback.schema";

const parse = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return parseWithZod(data, { schema: feedbackSchema });
};

// §5: send is enabled only when all four fields are filled; with JS the schema decides it (decision 0003).
it("passes only when all four fields are filled, and names each one missing", () => {
  const all = { name: "Анна", email: "a@b.ru", phone: "+7 (900) 000 00 01", description: "Спасибо" };
  expect(parse(all).status).toBe("success");
  for (const key of Object.keys(all) as Array<keyof typeof all>) {
    for (const blank of ["", "  "]) {
      expect(
        Object.keys(parse({ ...all, [key]: blank }).reply().error ?? {}),
        `${key}: ${JSON.stringify(blank)}`,
      ).toEqual([key]);
    }
  }
});

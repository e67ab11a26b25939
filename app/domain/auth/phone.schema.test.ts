import { expect, it } from "vitest";
import { z } from "zod/mini";
import { phoneField } from "./phone.schema";

const schema = z.object({ phone: phoneField({ required: "req", incomplete: "inc" }) });

it("turns any spelling into the provider's digits and names the problem otherwise", () => {
  expect(schema.safeParse({ phone: "8 (900) 000-00-01" })).toMatchObject({
    success: true,
    data: { phone: "79000000001" },
  });
  expect(schema.safeParse({}).error?.issues[0]?.message).toBe("req");
  expect(schema.safeParse({ phone: "900 000" }).error?.issues[0]?.message).toBe("inc");
});

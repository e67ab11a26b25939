import { z } from "zod/mini";
import { readingErrors } from "~/domain/meters/reading";

const text = () => z.optional(z.string());

/**
 * A reading of one meter, named as the save payload (MeterId, Value, ValueT2, ValueT3). The §5 rules
 * (app/domain/meters/reading.ts) need the meter's previous values, so the schema is made per meter; the
 * browser and the server run the same one.
 */
export function readingSchema(previous: number[]) {
  return z
    .object({ MeterId: text(), Value: text(), ValueT2: text(), ValueT3: text(), confirmed: text(), address: text() })
    .check(
      z.superRefine((value, ctx) => {
        const errors = readingErrors({ Value: value.Value ?? "", ValueT2: value.ValueT2 ?? "", ValueT3: value.ValueT3 ?? "" }, previous);
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", message, path: [field], input: value });
      }),
    );
}

import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { readingValues } from "~/domain/meters/reading";

const fields = z.object({
  MeterId: text("technical"),
  Value: text("reading"),
  ValueT2: text("reading"),
  ValueT3: text("reading"),
  confirmed: text("technical"),
  address: text("technical"),
});

/**
 * A reading of one meter, named as the save payload (MeterId, Value, ValueT2, ValueT3). The §5 rules
 * (app/domain/meters/reading.ts) need the meter's previous values, so the schema is made per meter; the
 * browser and the server run the same one. Out come the numbers, one per tariff, and the form's flags.
 */
export function readingSchema(previous: number[]) {
  return z.pipe(
    fields,
    rule((input: z.output<typeof fields>) => {
      const readings = readingValues(input, previous);
      if (!readings.ok) return readings;
      return {
        ok: true,
        value: { readings: readings.value, confirmed: input.confirmed === "1", address: input.address ?? null },
      };
    }),
  );
}

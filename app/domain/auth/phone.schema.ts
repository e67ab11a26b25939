import { z } from "zod/mini";
import { limited } from "../forms/limited";
import { addFieldIssues } from "../forms/rule";
import { normalizePhone } from "./phone";

/**
 * A phone form field (zod/mini, for conform): any spelling in, the provider's 11 digits out. The messages are
 * i18n keys, so each form keeps its own wording; a phone longer than any spelling of one is refused as too long (login says 'Телефон обязательно').
 */
export function phoneField(messages: { required: string; incomplete: string }) {
  return z.pipe(
    limited("phone", z.string({ error: messages.required })),
    z.transform((value: string, ctx) => {
      const phone = normalizePhone(value);
      if (phone) return phone;
      addFieldIssues(ctx, [{ key: messages.incomplete }]);
      return z.NEVER;
    }),
  );
}

import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { supportPhoneRule } from "~/domain/support/forms";

// The visitor's phone step: the field within its limit, then §5's rule (the browser runs the same rule).
const fields = z.object({ intent: text("technical"), phone: text("phone") });

export const supportPhoneSchema = z.pipe(fields, rule(supportPhoneRule));

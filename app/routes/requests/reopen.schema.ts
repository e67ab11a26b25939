import { z } from "zod/mini";
import { reopenErrors } from "~/domain/requests/forms";
import { fieldRules, text } from "./rules.schema";

/** Reopen with a reason (§5: not empty). */
export const reopenSchema = z.object({ intent: text(), reason: text() }).check(fieldRules((v) => reopenErrors(v.reason)));

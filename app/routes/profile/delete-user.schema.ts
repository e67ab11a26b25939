import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { deleteUserRule } from "~/domain/user/delete";

// Deleting the user: the password again (issue 32 item 4), within its limit, then the rule (app/domain/user/delete.ts).
export const deleteUserSchema = z.pipe(
  z.object({ password: text("password"), intent: text("technical") }),
  rule(deleteUserRule),
);

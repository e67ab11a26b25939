import { z } from "zod/mini";
import { loginRule } from "~/domain/auth/login";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";

// The action's parser: each field within its limit, then §5's rule (the browser runs the same rule, without zod).
const fields = z.object({
  phone: text("phone"),
  password: text("password"),
  redirectTo: text("redirectTo"),
  // The login page's own hash (with JS), for the page after login (withFragment).
  redirectHash: text("technical"),
});

export const loginSchema = z.pipe(fields, rule(loginRule));

import { z } from "zod/mini";
import { messageErrors } from "~/domain/requests/forms";
import { fieldRules, file, text } from "./rules.schema";

/** A chat message (§5: not empty; the file pdf, jpg, png, xlsx or doc up to 10 MB), by id or by access code. */
export const messageSchema = z
  .object({ intent: text(), text: text(), file: file() })
  .check(fieldRules((v) => messageErrors(v.text, v.file)));

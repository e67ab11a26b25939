import { z } from "zod/mini";
import { text } from "~/domain/forms/limited";
import { rule } from "~/domain/forms/rule";
import { messageRule } from "~/domain/requests/chat-forms";
import { file } from "./rules.schema";

const fields = z.object({ intent: text("technical"), text: text("longText"), file: file() });

/** A chat message (§5: not empty; the file pdf, jpg, png, xlsx or doc up to 10 MB), by id or by access code. */
export const messageSchema = z.pipe(fields, rule(messageRule));

import { ACCEPT } from "~/domain/requests/accept";
import { FileField } from "./FileField";
import type { FieldMeta } from "./form";

/** The message form's one attachment (§5: pdf, jpeg, png, excel, word up to 10 MB); the server checks it. */
export function ChatAttachment({ field, label, hint }: { field: FieldMeta; label: string; hint: string }) {
  return <FileField field={field} label={label} hint={hint} accept={ACCEPT} />;
}

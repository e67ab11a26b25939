import { messageArgs } from "~/domain/forms/message";

type Translate = (key: string, options: Record<string, string>) => string;

/**
 * A field's messages as one text: each an i18n key with its values ("forms.too_long?max=150",
 * app/domain/forms/message.ts), translated in the page's language.
 */
export function messagesText(t: Translate, errors: readonly string[] | undefined): string | null {
  return errors?.length ? errors.map((e) => t(...messageArgs(e))).join(" ") : null;
}

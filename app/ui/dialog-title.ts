import { createContext, useContext } from "react";

// A dialog shows its title in its own bar (app/ui/DialogContent.tsx). Content that is also a page of its own
// brings its title along (a request's chat its heading, a provider's text its first line): inside a dialog of
// that title it leaves it out, so the title is shown and announced once. Every dialog provides this context.

export interface DialogTitle {
  title: string;
  /** The id of the dialog's title element, for content that labels a region by it. */
  titleId: string;
}

export const DialogTitleContext = createContext<DialogTitle | null>(null);

/** The enclosing dialog's title, or null outside a dialog. */
export function useDialogTitle(): DialogTitle | null {
  return useContext(DialogTitleContext);
}

const plain = (s: string) => s.replace(/\s+/g, " ").trim().replace(/[.:]$/, "").toLocaleLowerCase("ru");

/** Whether `text` says `title` again (spacing, case and a closing dot or colon aside). */
export function repeatsTitle(text: string, title: string | null | undefined): boolean {
  return !!title && plain(text) !== "" && plain(text) === plain(title);
}

/** `text` without a first line that only repeats `title`, and without the blank lines after it. */
export function withoutLeadingTitle(text: string, title: string | null | undefined): string {
  const first = /^\s*([^\n]*)(?:\n|$)/.exec(text);
  if (!first || !repeatsTitle(first[1] ?? "", title)) return text;
  return text.slice(first[0].length).replace(/^(?:[ \t]*\n)+/, "");
}

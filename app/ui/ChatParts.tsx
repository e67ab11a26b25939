import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { link } from "styled-system/recipes";
import { ACCEPT } from "~/domain/requests/accept";
import { FileField } from "./FileField";

// Parts the request chat and the support chat share: a message's file link and the message form's one file.

/**
 * A chat message's file, downloaded under its stored name. No `download` attribute: Content-Disposition saves
 * the file, and a failed download shows its page (§8 file_download_error) instead of a failed entry in the
 * browser's list.
 */
export function ChatFileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={cx(link(), css({ display: "inline-flex", gap: "1", alignItems: "center" }))}>
      <PaperclipIcon /> {children}
    </a>
  );
}

/** The message form's one attachment (§5: pdf, jpeg, png, excel, word up to 10 MB), checked as soon as chosen. */
export function ChatAttachment({
  field,
  label,
  hint,
  validate,
}: {
  field: FieldMetadata<File | undefined>;
  label: string;
  hint: string;
  validate: () => void;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <FileField
      id={field.id}
      label={label}
      errorId={field.errorId}
      errors={field.errors}
      hint={hint}
      hintId={hintId}
      input={{ ...getInputProps(field, { type: "file", ariaDescribedBy: hintId }), accept: ACCEPT }}
      onFiles={validate}
    />
  );
}

// Drawn, not an emoji: system fonts without colour emoji showed a missing-glyph box.
function PaperclipIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
    </svg>
  );
}

import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { link } from "styled-system/recipes";

// A part the request chat and the support chat share: a message's file link (the message form's one file is
// ChatAttachment.tsx).

/**
 * A chat message's file, downloaded under its stored name. No `download` attribute: Content-Disposition saves
 * the file, and a failed download shows its page (§8 file_download_error) instead of a failed entry in the
 * browser's list.
 */
export function ChatFileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={cx(link(), css({ display: "inline-flex", gap: "1", alignItems: "center", maxW: "full" }))}
    >
      <PaperclipIcon />{" "}
      {/* A flex item does not shrink below its longest word: a 254-character name widened the page (issue 31). */}
      <span className={css({ minW: "0", overflowWrap: "anywhere" })}>{children}</span>
    </a>
  );
}

// Drawn, not an emoji: system fonts without colour emoji showed a missing-glyph box.
function PaperclipIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
    </svg>
  );
}

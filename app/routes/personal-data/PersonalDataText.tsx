import { css } from "styled-system/css";
import type { Notice } from "~/session/notice";
import { useDialogTitle, withoutLeadingTitle } from "~/ui/dialog-title";
import { LoadFailed } from "~/ui/LoadFailed";

/**
 * The text as the provider wrote it: React escapes it; CSS keeps its line breaks (no HTML is ever parsed).
 * Providers start it with its title, which the page's heading or the dialog's bar already shows: that first
 * line is left out.
 */
export function PersonalDataBody({
  text,
  notice,
  title,
}: {
  text: string | null;
  notice: Notice | null;
  title?: string;
}) {
  const dialog = useDialogTitle();
  const shown = title ?? dialog?.title;
  if (text === null) {
    return <LoadFailed failure={notice ?? {}} />;
  }
  return (
    <div className={css({ whiteSpace: "pre-line", overflowWrap: "anywhere" })}>{withoutLeadingTitle(text, shown)}</div>
  );
}

import { useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { card } from "styled-system/recipes";
import { Dialog } from "~/ui/Dialog";

// §9 breakpoints: below 1200 px is tablet width, where the chat is a modal (§2.3) once JS runs.
const TABLET = "(max-width: 1199.98px)";

function useTabletWidth(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(TABLET);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(TABLET).matches,
    () => false,
  );
}

// At tablet width with JS the chat selected by itself (none named) waits for a choice in the list: CSS hides it
// from the first paint, so nothing changes when the page hydrates.
const waiting = css({ "@media (scripting: enabled) and (max-width: 1199.98px)": { display: "none" } });

/**
 * Where the chat shows: beside the list on wide screens and without JS; at tablet width with JS, a request chosen
 * in the list opens in a modal (`modal`), closed by `onClose` (back to the list). The page as the server sends it
 * always has the chat in place, so it hydrates unchanged; only the resident's choice opens the modal.
 */
export function ChatPanel({
  explicit,
  modal,
  onClose,
  number,
  children,
}: {
  /** The address names the request (else it is the first of the list). */
  explicit: boolean;
  modal: boolean;
  onClose: () => void;
  number: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("requests");
  const tablet = useTabletWidth();
  if (tablet && modal)
    return (
      <Dialog open onClose={onClose} title={t("requests.number", { number })}>
        {children}
      </Dialog>
    );
  return <div className={cx(card(), explicit ? undefined : waiting)}>{children}</div>;
}

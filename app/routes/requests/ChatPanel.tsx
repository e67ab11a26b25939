import { useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
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

/**
 * Where the chat shows: beside the list on wide screens and without JS; in a modal at tablet width with JS, open
 * while the URL names a request (closing it goes back to the list).
 */
export function ChatPanel({
  explicit,
  listHref,
  number,
  children,
}: {
  explicit: boolean;
  listHref: string;
  number: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("requests");
  const tablet = useTabletWidth();
  const navigate = useNavigate();
  if (!tablet) return <div className={card()}>{children}</div>;
  return (
    <Dialog open={explicit} onClose={() => navigate(listHref)} title={t("requests.number", { number })}>
      {children}
    </Dialog>
  );
}

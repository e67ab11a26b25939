import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { DialogProps } from "./DialogContent";
import { useHydrated } from "./hooks";

export type { DialogProps };

// Ark's dialog (and zag's focus trap) loads only when a dialog first opens (React.lazy), so pages that merely
// offer one keep it out of their first-load JS. Without JS the same content is a page or a confirm step of its
// own, reached by the link that opens the dialog with JS.
const load = () => import("./DialogContent");
const DialogContent = lazy(load);

/**
 * An accessible modal (Ark Dialog): focus trapped inside, Esc closes, focus returns to the opener, 717 px wide
 * where the window allows, else the full width. Renders nothing on the server and before hydration: the
 * without-JS path is the route's own page, which shows the same form.
 */
export function Dialog(props: DialogProps) {
  // Mounted from the first opening on, so closing runs Ark's own exit (focus restored to the opener).
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <DialogContent {...props} />
    </Suspense>
  ) : null;
}

/** Starts loading the dialog's code early, e.g. on hover or focus of the control that opens it. */
export function preloadDialog(): void {
  load().catch(() => undefined);
}

interface DialogLinkProps extends Omit<DialogProps, "open" | "onClose" | "children"> {
  /** The page (or confirm step) that shows the same content without JS. */
  to: string;
  className?: string;
  /** The link's text. */
  label: ReactNode;
  /** An accessible name when the visible label is not enough (e.g. "Delete account 1000001"). */
  ariaLabel?: string;
  /** The dialog's content; `close` is for a Cancel button. */
  children: (close: () => void) => ReactNode;
  /** Starts loading a lazily loaded content's code with the dialog's own (on hover, focus, click). */
  preload?: () => void;
}

/**
 * "A modal with JS, a page without" (§2.3 modals): a link to the page; with JS a click opens the content in a
 * Dialog instead. The dialog closes by itself when the resident lands on another page (e.g. after its form's
 * action redirected).
 */
export function DialogLink({ to, className, label, ariaLabel, children, preload, ...dialog }: DialogLinkProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.key]);
  const close = () => setOpen(false);
  const early = () => {
    preloadDialog();
    preload?.();
  };
  return (
    <>
      <Link
        to={to}
        className={className}
        aria-label={ariaLabel}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onMouseEnter={early}
        onFocus={early}
        onClick={(event) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          preload?.();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      <Dialog {...dialog} open={open} onClose={close}>
        {children(close)}
      </Dialog>
    </>
  );
}

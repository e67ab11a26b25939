import { lazy, Suspense, useState, type ReactNode } from "react";
import { useHydrated } from "./hooks";

// Ark's dialog (and zag's focus trap) loads only when a dialog first opens, so pages that merely offer one
// keep it out of their first-load JS. Without JS the same content is a page or a confirm step of its own.
const load = () => import("./DialogContent");
const DialogContent = lazy(load);

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on the close button and on a click outside; the caller sets `open` to false. */
  onClose: () => void;
  /** Required: it names the dialog for screen readers (aria-labelledby). */
  title: string;
  description?: ReactNode;
  /** "alertdialog" for confirmations that interrupt the resident. */
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}

/**
 * An accessible modal (Ark Dialog): focus trapped inside, Esc closes, focus returns to the opener, 717 px wide
 * where the window allows, else the full width. Renders nothing on the server and before hydration: the
 * without-JS path is the route's own page, which shows the same form.
 */
export function Dialog(props: DialogProps) {
  const hydrated = useHydrated();
  // Mounted from the first opening on, so closing runs Ark's own exit (focus restored to the opener).
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!hydrated || !used) return null;
  return (
    <Suspense fallback={null}>
      <DialogContent {...props} />
    </Suspense>
  );
}

/** Starts loading the dialog's code early, e.g. on hover or focus of the control that opens it. */
export function preloadDialog(): void {
  void load();
}

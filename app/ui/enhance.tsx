import { startTransition, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { Snapshot } from "./carry-over";
import { useHydrated } from "./hooks";

// The one way a screen gets a scripted widget (dialog, carousel, accordion; polls, OSS and the shop next):
// 1. the server renders a native fallback that works without JS (<details>, a plain list, a link to a page);
// 2. after hydration, and only once `when` holds, the widget's code (Ark and its machines) loads in its own chunk;
// 3. the widget replaces the fallback, taking over what the resident already did in it (open panels, typed
//    values, focus: parts marked with the same `data-carry` in both). Until the code arrives, or if it never
//    does, the fallback keeps working.

type Module = { default: ComponentType<any> };

export interface EnhanceOptions {
  /** What the server and a browser without JS show, and what shows until the widget's code is there. */
  fallback?: ReactNode;
  /** Load and show the widget only from when this holds (a dialog: once first opened). Default: at once. */
  when?: boolean;
  /** The `data-carry` scopes whose state moves from the fallback into the widget. */
  carry?: string[];
}

/** What the widget receives about the fallback it replaces (open panels among `carry`); empty without `carry`. */
export interface Carried {
  carried?: Snapshot;
}

const NOTHING: Snapshot = { open: [], values: [], focus: null };

// Only a widget that takes state over (`carry`, the meters' accordion) needs the carry-over code: it comes with
// that widget's own, after hydration, not in every page's first download (decision 0019).
type CarryOver = typeof import("./carry-over");
let carryOver: CarryOver | null = null;
let carryOverPending: Promise<CarryOver> | null = null;
const loadCarryOver = (): Promise<CarryOver> =>
  (carryOverPending ??= import("./carry-over").then(
    (m) => (carryOver = m),
    (error: unknown) => {
      carryOverPending = null;
      throw error;
    },
  ));

/**
 * Wraps a lazily loaded widget module (`() => import("./Widget")`) as a component that renders its fallback
 * first and the widget after hydration. `preload()` starts loading early (on hover or focus of an opener).
 */
export function enhance<M extends Module>(load: () => Promise<M>) {
  type Props = Omit<ComponentProps<M["default"]>, "carried">;
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const preload = (): Promise<M> => {
    pending ??= load().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = null; // a later mount tries again
        throw error;
      },
    );
    return pending;
  };

  function Enhanced({ fallback = null, when = true, carry, ...props }: Props & EnhanceOptions) {
    const hydrated = useHydrated();
    const [loaded, setLoaded] = useState<{ module: M } | null>(module && { module });
    const carries = carry !== undefined;
    const widget = loaded?.module ?? module;
    const ready = hydrated && when && (!carries || carryOver) ? widget : null;
    useEffect(() => {
      if (!hydrated || !when || (loaded && (!carries || carryOver))) return;
      let live = true;
      Promise.all([preload(), carries ? loadCarryOver() : null]).then(
        // As a transition the widget's first render yields to the browser every few milliseconds instead of
        // holding the main thread (Lighthouse's total blocking time; a resident's typing meanwhile stays smooth).
        ([m]) => live && startTransition(() => setLoaded({ module: m })),
        () => undefined, // the fallback works on its own
      );
      return () => {
        live = false;
      };
    }, [hydrated, when, loaded, carries]);
    if (!ready) return <>{fallback}</>;
    return <Swap Widget={ready.default} props={props} carry={carry} />;
  }
  Enhanced.preload = preload;
  return Enhanced;
}

/**
 * Mounted in place of the fallback. Its first render runs while the fallback is still the page's DOM, so the
 * snapshot sees what the resident did there; its effect runs after the widget's own (conform's included), so
 * nothing resets what it puts back.
 */
function Swap({ Widget, props, carry }: { Widget: ComponentType<Carried>; props: object; carry?: string[] }) {
  // Swap mounts only once the carry-over code is there when `carry` is given (Enhanced waits for both).
  const [carried] = useState(() => (carry && carryOver ? carryOver.snapshot(carry) : NOTHING));
  useEffect(() => {
    // Once, into the DOM the swap put in place (`carried` never changes).
    if (carry && carryOver) carryOver.restore(carried);
  }, [carried]);

  return <Widget {...props} {...(carry ? { carried } : {})} />;
}

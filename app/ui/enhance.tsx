import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";
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

const NOTHING: Snapshot = { open: [], values: [], files: [], focus: null };

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
    // Only a widget that replaces its own fallback takes state over: one mounted straight away (its code already
    // here, e.g. a form remounted after a post) would otherwise take what the resident sent from the old DOM.
    const [replacesFallback] = useState(!ready);
    const taken = useRef<Snapshot | null>(null);
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
    const carrying = replacesFallback ? carry : undefined;
    if (ready) return <Swap Widget={ready.default} props={props} carry={carrying} taken={taken} />;
    return carrying ? <Handover carry={carrying} taken={taken} fallback={fallback} /> : <>{fallback}</>;
  }
  Enhanced.preload = preload;
  return Enhanced;
}

/**
 * The fallback, read at the last moment before React removes it: a layout effect's cleanup runs before its DOM
 * leaves the page. The widget's first render is a transition that yields, and typing meanwhile still goes into
 * the fallback (a snapshot taken in that render missed it, and the swap emptied a filled message box).
 */
function Handover({
  carry,
  taken,
  fallback,
}: {
  carry: string[];
  taken: { current: Snapshot | null };
  fallback: ReactNode;
}) {
  useLayoutEffect(
    () => () => {
      if (carryOver) taken.current = carryOver.snapshot(carry);
    },
    [],
  );
  return <>{fallback}</>;
}

/**
 * Mounted in place of the fallback. Its first render runs while the fallback is still the page's DOM, so the
 * widget starts with the panels open there; its effect runs after the widget's own (conform's included), so
 * nothing resets what it puts back (the handover's later reading of the fallback).
 */
function Swap({
  Widget,
  props,
  carry,
  taken,
}: {
  Widget: ComponentType<Carried>;
  props: object;
  carry?: string[];
  taken: { current: Snapshot | null };
}) {
  // Swap mounts only once the carry-over code is there when `carry` is given (Enhanced waits for both).
  const [carried] = useState(() => (carry && carryOver ? carryOver.snapshot(carry) : NOTHING));
  useEffect(() => {
    // Once, into the DOM the swap put in place (`carried` never changes).
    if (carry && carryOver) carryOver.restore(taken.current ?? carried);
  }, [carried]);

  return <Widget {...props} {...(carry ? { carried } : {})} />;
}

import { lazy, type ComponentType } from "react";

/**
 * A step of a page that only a resident's action reaches (a wizard's later step): its code loads when the page
 * first shows it, or earlier through `preload` (a hover, a focus). No Suspense boundary of its own: the server
 * renders the step whole, a client navigation to it waits in its transition until the code is there, and a page
 * opened on the step hydrates once the code has arrived (its forms post as plain forms meanwhile). Once loaded
 * it renders at once: a settled thenable, which React reads without suspending.
 */
export function lazyStep<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let ready: M | null = null;
  const get = () => load().then((m) => (ready = m));
  const settled = (m: M) => ({
    then: (take: (v: { default: ComponentType<P> }) => void) => take({ default: pick(m) }),
  });
  const Step = lazy(
    () =>
      (ready ? settled(ready) : get().then((m) => ({ default: pick(m) }))) as Promise<{ default: ComponentType<P> }>,
  );
  const preload = () => {
    get().catch(() => undefined); // the step itself tries again when shown
  };
  return { Step, preload };
}

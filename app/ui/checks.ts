import { useSyncExternalStore } from "react";

/*
 * The browser's form checks, loaded when they are first needed (issue 15 item 8, decision 0019).
 *
 * zod, the form schemas and conform's zod adapter are ~7 KiB brotli that a form page does not need to show
 * itself. In the browser build (scripts/lib/lazy-checks.mjs), a component's `import { xSchema } from
 * "./x.schema"` becomes a handle from `lazySchema`, and `parseWithZod` from "@conform-to/zod/v4" becomes the
 * one below; the server and the tests keep the real ones. Call sites are written as decision 0003 says and
 * do not change.
 *
 * The checks arrive when the browser is first idle after the page has loaded, or sooner when a field of a
 * form gets focus. A submit before they arrive is held and sent again once they are there, so the resident
 * sees the same messages next to the fields as ever (and if they cannot load, the server answers the post,
 * with the same schema). Until they arrive, a field check leaves the shown messages as they are.
 */

type Module = Record<string, unknown>;
interface Root {
  load: () => Promise<Module>;
  name: string;
  module?: Module;
  promise?: Promise<void>;
}
interface Lazy {
  root: Root;
  calls: unknown[][];
  resolved?: unknown;
}
type Impl = typeof import("./checks-impl");

const LAZY = Symbol("lazy schema");
const roots = new Set<Root>();
const listeners = new Set<() => void>();
let impl: Impl | undefined;
let started: Promise<Impl> | undefined;
let failed = false;

const notify = () => listeners.forEach((listener) => listener());
const loadRoot = (root: Root) =>
  (root.promise ??= root.load().then((module) => {
    root.module = module;
  }));

/** Whether every check the page has met is here (or could not be loaded, and the server checks instead). */
export const checksReady = () => failed || (impl !== undefined && [...roots].every((root) => root.module));

/** Loads conform's zod adapter and every schema the page's modules have named so far. */
export function loadChecks(): Promise<void> {
  started ??= import("./checks-impl");
  return Promise.all([started.then((m) => void (impl = m)), ...[...roots].map(loadRoot)]).then(
    notify,
    (error: unknown) => {
      failed = true;
      notify();
      console.error(error);
    },
  );
}

/** A schema (or a schema factory) of a `*.schema.ts` module, loaded with the checks. Browser build only. */
export function lazySchema(load: () => Promise<Module>, name: string) {
  const root: Root = { load, name };
  roots.add(root);
  if (started) void loadRoot(root).then(notify);
  return handle({ root, calls: [] });
}

function handle(lazy: Lazy): unknown {
  const call = (...args: unknown[]) => handle({ root: lazy.root, calls: [...lazy.calls, args] });
  return Object.assign(call, { [LAZY]: lazy });
}

function resolve(schema: unknown): unknown {
  const lazy = (schema as { [LAZY]?: Lazy } | null)?.[LAZY];
  if (!lazy) return schema;
  if (lazy.resolved) return lazy.resolved;
  const exported = lazy.root.module?.[lazy.root.name];
  if (exported === undefined) return undefined;
  return (lazy.resolved = lazy.calls.reduce<unknown>(
    (made, args) => (made as (...a: unknown[]) => unknown)(...args),
    exported,
  ));
}

/**
 * conform's `parseWithZod` once the checks are here. Before, a submission whose `error` is null: conform then
 * reports nothing (the messages shown stay) and would let a submit through, which the hold below catches first.
 */
export function parseWithZod(
  payload: FormData | URLSearchParams,
  options: { schema: unknown } & Record<string, unknown>,
) {
  const schema = resolve(options.schema);
  if (impl && schema) return impl.parseWithZod(payload, { ...options, schema } as Parameters<Impl["parseWithZod"]>[1]);
  void loadChecks();
  return { status: "error" as const, payload: {}, error: null, reply: () => ({ status: "error" as const }) };
}

/** Re-renders when the checks arrive (a rule computed before them is computed again). */
export function useChecksReady(): boolean {
  return useSyncExternalStore(subscribe, checksReady, () => false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// conform's forms are `noValidate`: a submit of one before the checks are here waits for them and is sent again,
// with the same button, so conform checks it as it always would. A second click meanwhile adds nothing.
// conform's own intents (validate, update, reset) are submits too, by a hidden button it removes at once. Held
// and sent again, one came back as a real submit of the whole form (its button gone): choosing a file or a
// request type before the checks arrived sent the form on its own. Let through, conform (whose check reports
// nothing yet) posts them for the server to check. So before the checks they are dropped: a field check leaves
// the shown messages as they are (as above), and replaying a stale one later could undo what was chosen since.
const CONFORM_INTENT = "__intent__";
if (typeof window !== "undefined") {
  const held = new WeakSet<HTMLFormElement>();
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.noValidate || checksReady()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.submitter?.getAttribute("name") === CONFORM_INTENT) return void loadChecks();
      if (held.has(form)) return;
      held.add(form);
      const submitter = event.submitter instanceof HTMLElement && event.submitter.isConnected ? event.submitter : null;
      void loadChecks().then(() => {
        held.delete(form);
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    true,
  );
  window.addEventListener("focusin", (event) => {
    if (event.target instanceof Element && event.target.closest("form[novalidate]")) void loadChecks();
  });
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  const whenLoaded = () => idle(() => void loadChecks());
  if (document.readyState === "complete") whenLoaded();
  else window.addEventListener("load", whenLoaded, { once: true });
}

import { existsSync, readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

// Every route of app/routes.ts, as the robustness table (robust.spec.ts) needs it: a URL to send to, whether
// its module has an action, and whether it answers with pages (a component or an ErrorBoundary) or is a JSON
// endpoint. Read from the route config and the modules themselves, so a route added later is in the table.

export interface TableRoute {
  pattern: string;
  /** The pattern with each parameter filled with a sample. */
  url: string;
  /** React Router's data URL of the same route (what a script's navigation or submission asks for). */
  dataUrl: string;
  action: boolean;
  /** Every `intent` the forms of this route's module (and what it imports) post; see intentsOf. */
  intents: string[];
  /** Answers pages; otherwise a resource route answering JSON (or a file). */
  page: boolean;
}

/**
 * A value for each route parameter: enough to reach the route (the guard refuses before any loader looks at
 * it). A new parameter name fails the table until it has one here.
 */
const SAMPLES: Record<string, string> = {
  ident: "1000001",
  meterId: "1",
  uniqueNum: "1",
  id: "1",
  kind: "signed",
  accountId: "1",
  target: "1",
  requestId: "1",
  token: "t",
  code: "123456",
  fileId: "1",
  // The one subpage that takes a POST (a poll's form); the guard refuses before the route looks at it.
  subpage: "form",
  // The shop's address (issue 18): /services/{ShopID}/{ShopType}/{id_RequestType?}/{AdditionalServiceId}.
  shopId: "1",
  type: "goods",
  requestType: "8",
  serviceId: "1",
  offerId: "1",
};

function flatten(entries: RouteConfigEntry[], parent = ""): Array<{ pattern: string; file: string }> {
  return entries.flatMap((e) => {
    const pattern = e.index ? parent || "/" : e.path ? `${parent}/${e.path}` : parent;
    const own = e.index || e.path !== undefined ? [{ pattern, file: e.file }] : [];
    return [...own, ...flatten(e.children ?? [], pattern)];
  });
}

function fill(pattern: string): string {
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return "no-such-page";
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      const sample = SAMPLES[name];
      if (sample === undefined)
        throw new Error(`robust-routes.ts: no sample value for the parameter :${name} of ${pattern}`);
      return sample;
    })
    .join("/");
}

const APP = new URL("../../app/", import.meta.url);

/**
 * A module of the app and every module of the app it imports, by path under app/ (its source each). Dynamic
 * imports count: a step's form that loads when the step starts (decision 0019) is still the route's form.
 */
function modulesFrom(file: string, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file)) return seen;
  const source = readFileSync(new URL(file, APP), "utf8");
  seen.set(file, source);
  for (const [, spec] of source.matchAll(/(?:from |import\()"(\.{1,2}\/[^"]+|~\/[^"]+)"/g)) {
    const base = spec!.startsWith("~/")
      ? spec!.slice(2)
      : new URL(spec!, new URL(file, APP)).pathname.slice(APP.pathname.length);
    const found = [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(new URL(f, APP)));
    if (found) modulesFrom(found, seen);
  }
  return seen;
}

/**
 * Every `intent` a form of this route posts or its action compares (an action switches on it, decision 0003),
 * read from the route's module and what it imports: a field or button `name="intent" value=…` (every literal
 * of its value), `intent="…"` or `intent={CONST}` given to a shared form, `intent === "…"`. A form added later
 * is in the table without a line here.
 */
function intentsOf(file: string): string[] {
  const found = new Set<string>();
  const literals = (text: string) => [...text.matchAll(/"([a-z][a-z-]*)"/g)].map((m) => m[1]!);
  const sources = [...modulesFrom(file).values()];
  // A constant of any module the route imports (a form's own file names its intent, the route imports it).
  const constant = (name: string) =>
    sources.map((source) => new RegExp(`const ${name} = "([a-z][a-z-]*)"`).exec(source)?.[1]).find(Boolean);
  for (const source of sources) {
    for (const m of source.matchAll(/name="intent"[^>]*?value=(\{[^}]*\}|"[^"]*")/g)) {
      literals(m[1]!).forEach((v) => found.add(v));
      const named = /^\{([A-Z_]+)\}$/.exec(m[1]!)?.[1];
      const value = named ? constant(named) : undefined;
      if (value) found.add(value);
    }
    for (const m of source.matchAll(/\bintent=(?:"([a-z][a-z-]*)"|\{([A-Z_]+)\})/g)) {
      const value = m[1] ?? constant(m[2]!);
      if (value) found.add(value);
    }
    for (const m of source.matchAll(/intent"?\)? === "([a-z][a-z-]*)"/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

export const TABLE_ROUTES: TableRoute[] = flatten(routes).map(({ pattern, file }) => {
  const source = readFileSync(new URL(file, APP), "utf8");
  const url = fill(pattern);
  return {
    pattern,
    url,
    dataUrl: url === "/" ? "/_root.data" : `${url}.data`,
    action: /^export (async )?function action\b|^export const action\b/m.test(source),
    intents: intentsOf(file),
    page: /^export default\b|\bErrorBoundary\b/m.test(source),
  };
});

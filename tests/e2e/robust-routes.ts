import { readFileSync } from "node:fs";
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
      if (sample === undefined) throw new Error(`robust-routes.ts: no sample value for the parameter :${name} of ${pattern}`);
      return sample;
    })
    .join("/");
}

export const TABLE_ROUTES: TableRoute[] = flatten(routes).map(({ pattern, file }) => {
  const source = readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8");
  const url = fill(pattern);
  return {
    pattern,
    url,
    dataUrl: url === "/" ? "/_root.data" : `${url}.data`,
    action: /^export (async )?function action\b|^export const action\b/m.test(source),
    page: /^export default\b|\bErrorBoundary\b/m.test(source),
  };
});

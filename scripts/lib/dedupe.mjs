// Code two packages carry twice, resolved to one copy in the browser build (issue 15 item 8, decision 0019).
// conform's react and dom packages are each bundled with their own Babel helpers
// (dist/_virtual/_rollupPluginBabelHelpers.mjs, 2.4 KB raw together, both in the `forms` chunk); react's copy
// holds every helper dom's does, byte for byte, plus objectWithoutProperties, so dom's modules import react's.
import { join, sep } from "node:path";

const HELPERS = "_virtual/_rollupPluginBabelHelpers.mjs";

/** The browser build's dedupe plugin; `root` is the project's directory (node_modules beside it). */
export function dedupe(root) {
  const dist = (pkg) => join(root, "node_modules", pkg, "dist") + sep;
  const [react, dom] = [dist("@conform-to/react"), dist("@conform-to/dom")];
  return {
    name: "dedupe",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer) {
      if (!importer?.startsWith(dom) || !id.endsWith(HELPERS)) return null;
      return join(react, HELPERS);
    },
  };
}

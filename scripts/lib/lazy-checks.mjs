// Form checks loaded lazily in the browser build (issue 15 item 8, decision 0019; the runtime is app/ui/checks.ts).
// - `parseWithZod` from "@conform-to/zod/v4" resolves to app/ui/checks.ts (except inside app/ui/checks-impl.ts);
// - in browser code, `import { xSchema } from "./x.schema"` becomes `const xSchema = lazySchema(() =>
//   import("./x.schema"), "xSchema")`, so zod and the schemas are a chunk of their own.
// A schema module's other exports (constants, helpers) would bring zod back into the page: the build fails and
// says to move them to a plain module. Server build, dev server and tests are untouched.
import { join } from "node:path";
import MagicString from "magic-string";
import { parseAst } from "vite";

const SCHEMA_MODULE = /\.schema(\.ts)?$/;

/** Rewrites one browser module's imports of schema modules. */
export function lazySchemaImports(code, id, checksPath) {
  if (!/\.schema["']/.test(code)) return null;
  const ast = parseAst(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" }, id);
  const out = new MagicString(code);
  let lazy = 0;
  for (const node of ast.body) {
    if (node.type !== "ImportDeclaration" || !SCHEMA_MODULE.test(node.source.value) || node.importKind === "type")
      continue;
    const types = [];
    const consts = [];
    for (const s of node.specifiers) {
      if (s.type !== "ImportSpecifier") throw new Error(`${id}: import the schemas of ${node.source.value} by name`);
      const name = s.imported.name ?? s.imported.value;
      if (s.importKind === "type") types.push(code.slice(s.start, s.end).replace(/^type\s+/, ""));
      else if (/Schema$/.test(name))
        consts.push(
          `const ${s.local.name} = /* @__PURE__ */ __lazySchema(() => import(${JSON.stringify(node.source.value)}), ${JSON.stringify(name)});`,
        );
      else
        throw new Error(
          `${id}: "${name}" from ${node.source.value} would put zod in the page; browser code imports only *Schema exports from a schema module (move "${name}" to a plain module, decision 0019)`,
        );
    }
    // in place of the import, so the names exist before any top-level code below could use them
    if (types.length) consts.unshift(`import type { ${types.join(", ")} } from ${JSON.stringify(node.source.value)};`);
    out.overwrite(node.start, node.end, consts.join("\n"));
    lazy += consts.length - (types.length ? 1 : 0);
  }
  if (lazy) out.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(checksPath)};\n`);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export function lazyChecks(root) {
  const appDir = join(root, "app");
  const checks = join(appDir, "ui/checks.ts");
  const impl = join(appDir, "ui/checks-impl.ts");
  const browser = (env) => env?.name === "client";
  return {
    name: "lazy-checks",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!browser(this.environment) || source !== "@conform-to/zod/v4" || !importer?.startsWith(appDir)) return null;
      return importer.split("?")[0] === impl ? null : checks;
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (!browser(this.environment) || !file.startsWith(appDir) || !/\.tsx?$/.test(file)) return null;
      if (SCHEMA_MODULE.test(file.replace(/\.ts$/, "")) || file.endsWith(".server.ts") || file.endsWith(".test.ts"))
        return null;
      return lazySchemaImports(code, file, checks);
    },
  };
}

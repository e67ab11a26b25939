// Writes upstream/src/validation/generated.ts: for every operation of openapi/openapi.json, whether it needs a
// token, and ahead-of-time compiled Ajv validators of its JSON body and query parameters. workerd forbids
// `new Function`, so Ajv cannot compile at run time there; its standalone code generation does it here.
// `npm run openapi` runs it; scripts/check-openapi.mjs fails when the committed module is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import ucs2length from "ajv/dist/runtime/ucs2length.js";
import { _ } from "ajv";

export const OUTPUT = new URL("../upstream/src/validation/generated.ts", import.meta.url);
const METHODS = ["get", "post", "put", "delete", "patch"];
// Prose and tooling keys: they change no validation, and Ajv would copy them into the module.
const PROSE = new Set(["description", "summary", "example", "examples", "x-conformance", "externalDocs"]);

// Under these keys the entries are names (a property may be called "description"), not keywords.
const NAMED = new Set([
  "properties",
  "patternProperties",
  "$defs",
  "schemas",
  "parameters",
  "responses",
  "paths",
  "content",
  "headers",
]);

function stripProse(node, named = false) {
  if (Array.isArray(node)) return node.map((n) => stripProse(n));
  if (!node || typeof node !== "object") return node;
  const kept = Object.entries(node).filter(([k]) => named || !PROSE.has(k));
  return Object.fromEntries(kept.map(([k, v]) => [k, stripProse(v, !named && NAMED.has(k))]));
}

const escape = (s) => s.replace(/~/g, "~0").replace(/\//g, "~1");

function newAjv(options) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    ...options,
    code: { source: true, formats: _`fullFormats` },
  });
  addFormats(ajv);
  return ajv;
}

/** Standalone CommonJS code of some schemas, wrapped so several Ajv instances share one ES module. */
function bundleOf(ajv, names, label) {
  if (Object.keys(names).length === 0) return `const ${label} = {};`;
  let code = standaloneCode(ajv, names);
  code = code.replaceAll('require("ajv/dist/runtime/ucs2length").default', "ucs2length");
  const left = /require\([^)]*\)/.exec(code);
  if (left) throw new Error(`generated validators need ${left[0]}, which the generator does not inline`);
  return `const ${label} = (() => {\nconst exports = {};\n${code}\nreturn exports;\n})();`;
}

function resolveParam(doc, p) {
  if (!p.$ref) return p;
  return p.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((n, k) => n[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}

/** The module's source text for a bundled contract document. */
export function generate(source) {
  const doc = stripProse(source);
  const bodies = newAjv({});
  // Query values arrive as text: coerced to the documented types, defaults filled in.
  const queries = newAjv({ coerceTypes: true, useDefaults: true });
  bodies.addSchema(doc, "openapi.json");
  queries.addSchema(doc, "openapi.json");
  const bodyNames = {};
  const queryNames = {};
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method} ${path}`;
      const id = op.operationId;
      if (!id || !/^\w+$/.test(id)) throw new Error(`${key}: an operationId of word characters is needed`);
      const security = op.security ?? doc.security ?? [];
      // Only the header token is checked before the handler; other schemes (acxQuery) are the handler's.
      const auth = security.length > 0 && security.every((r) => Object.keys(r).length === 1 && "acx" in r);
      const spec = [`auth: ${auth}`];
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveParam(doc, p));
      const query = params.filter((p) => p.in === "query");
      if (query.length) {
        queries.addSchema(
          {
            type: "object",
            properties: Object.fromEntries(query.map((p) => [p.name, inDocument(p.schema ?? {})])),
            required: query.filter((p) => p.required).map((p) => p.name),
          },
          `${id}_query`,
        );
        queryNames[id] = `${id}_query`;
        spec.push(`query: { names: ${JSON.stringify(query.map((p) => p.name))}, validate: query.${id} }`);
      }
      const content = op.requestBody?.content ?? {};
      const required = op.requestBody?.required === true;
      if (content["application/json"]) {
        const pointer = `openapi.json#/paths/${escape(path)}/${method}/requestBody/content/application~1json/schema`;
        bodies.addSchema({ $ref: pointer }, `${id}_body`);
        bodyNames[id] = `${id}_body`;
        spec.push(`body: { kind: "json", required: ${required}, validate: body.${id} }`);
      } else if (content["multipart/form-data"]) {
        const schema = resolveSchema(doc, content["multipart/form-data"].schema);
        const parts = schema.required ?? [];
        const files = parts.filter((p) => schema.properties?.[p]?.format === "binary");
        spec.push(
          `body: { kind: "multipart", required: ${required}, parts: ${JSON.stringify(parts)}, files: ${JSON.stringify(files)} }`,
        );
      } else if (Object.keys(content).length) {
        throw new Error(`${key}: request body ${Object.keys(content)} is not JSON or multipart`);
      }
      if ((query.length || op.requestBody) && op.responses["400"]?.$ref !== "#/components/responses/BadRequest") {
        throw new Error(
          `${key} takes a body or query but does not document "400": { $ref: "#/components/responses/BadRequest" }`,
        );
      }
      entries.push(`  ${JSON.stringify(key)}: { ${spec.join(", ")} },`);
    }
  }
  return [
    "// @ts-nocheck",
    "// Generated by scripts/generate-validators.mjs from openapi/openapi.json: edit the contract, then `npm run openapi`.",
    'import { fullFormats } from "ajv-formats/dist/formats.js";',
    'import type { OperationSpec } from "./spec";',
    "",
    `const ucs2length = ${ucs2length.default.toString()};`,
    "",
    bundleOf(bodies, bodyNames, "body"),
    "",
    bundleOf(queries, queryNames, "query"),
    "",
    "/** Every operation of the contract, keyed by lower-case method and path as written there. */",
    "export const operations: Record<string, OperationSpec> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

/** A schema taken out of the document, its local references pointed back into it. */
function inDocument(node) {
  if (Array.isArray(node)) return node.map(inDocument);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === "$ref" && v.startsWith("#") ? `openapi.json${v}` : inDocument(v)]),
  );
}

function resolveSchema(doc, schema) {
  return schema.$ref ? resolveParam(doc, schema) : schema;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const doc = JSON.parse(readFileSync(new URL("../openapi/openapi.json", import.meta.url), "utf8"));
  writeFileSync(OUTPUT, generate(doc));
  console.log("wrote upstream/src/validation/generated.ts");
}

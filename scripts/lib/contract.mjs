// Response validation against the published contract, shared by the contract tests (vitest) and the
// conformance checker (scripts/contract-check.mjs). OpenAPI 3.1 schemas are JSON Schema 2020-12, so Ajv's
// 2020 build validates them; OpenAPI-only keywords (example, discriminator…) are ignored.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const escape = (s) => s.replace(/~/g, "~0").replace(/\//g, "~1");

export function createValidator(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema(doc, "openapi.json");
  const cache = new Map();

  function resolve(ref) {
    return ref
      .replace(/^#\//, "")
      .split("/")
      .reduce((node, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  }

  /** The documented response for an operation and status, following a $ref to components.responses. */
  function responseOf(method, path, status) {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return { error: `${method} ${path} is not in the contract` };
    const key = op.responses[String(status)] ? String(status) : op.responses.default ? "default" : null;
    if (!key) return { error: `${method} ${path} does not document status ${status}` };
    const raw = op.responses[key];
    const response = raw.$ref ? resolve(raw.$ref) : raw;
    const pointer = raw.$ref
      ? raw.$ref.replace(/^#/, "")
      : `/paths/${escape(path)}/${method.toLowerCase()}/responses/${key}`;
    return { response, pointer };
  }

  /**
   * Validates one answer. `contentType` is the response's media type (parameters ignored); `body` is the
   * parsed JSON for JSON answers and is ignored for binary ones. Returns a list of problems (empty: conforms).
   */
  function validate(method, path, status, contentType, body) {
    const found = responseOf(method, path, status);
    if (found.error) return [found.error];
    const content = found.response.content;
    if (!content) return [];
    const type = (contentType ?? "").split(";")[0].trim();
    const mediaKey = content[type]
      ? type
      : Object.keys(content).find((k) => k === "*/*" || (k.endsWith("/*") && type.startsWith(k.slice(0, -1))));
    if (!mediaKey)
      return [
        `content type "${type}" is not documented for ${method} ${path} ${status} (documented: ${Object.keys(content).join(", ")})`,
      ];
    if (!type.includes("json")) return [];
    const ref = `openapi.json#${found.pointer}/content/${escape(mediaKey)}/schema`;
    let check = cache.get(ref);
    if (!check) {
      check = ajv.compile({ $ref: ref });
      cache.set(ref, check);
    }
    if (check(body)) return [];
    return check.errors.map((e) => `${e.instancePath || "(body)"} ${e.message} [schema ${e.schemaPath}]`);
  }

  /** Validates a value against one component schema (`#/components/schemas/<name>`); problems as validate(). */
  function validateSchema(name, value) {
    const ref = `openapi.json#/components/schemas/${escape(name)}`;
    let check = cache.get(ref);
    if (!check) {
      check = ajv.compile({ $ref: ref });
      cache.set(ref, check);
    }
    if (check(value)) return [];
    return check.errors.map((e) => `${e.instancePath || "(value)"} ${e.message} [schema ${e.schemaPath}]`);
  }

  return { validate, validateSchema, responseOf };
}

/** Fills a path template ("/News/Content/{id}") with parameters. */
export function fillPath(template, params = {}) {
  return template.replace(/\{(\w+)\??\}/g, (_, k) => {
    if (params[k] === undefined) throw new Error(`missing path parameter ${k} for ${template}`);
    return encodeURIComponent(String(params[k]));
  });
}

// Reads a request's query and body as its operation documents them, before the handler runs: a value the
// contract does not allow is answered 400 naming it (the contract's BadRequest), so handlers only ever see
// typed, documented input.
import type { BodySpec, OperationSpec, ValidationIssue } from "./spec";

export interface RequestInput {
  query: Record<string, unknown>;
  body: unknown;
  form: FormData | undefined;
}

/** The body of a 400 answer (components/schemas/ValidationError). */
export interface Rejection {
  Message: string;
  path: string;
  in: "body" | "query";
}

const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

function reject(where: Rejection["in"], path: string, problem: string): Rejection {
  const what = where === "body" ? "request body" : "query";
  return { Message: `Invalid ${what}: ${path || "(the whole body)"} ${problem}`, path, in: where };
}

/** The failing value's pointer: for a missing or extra property, the property itself rather than its object. */
function fromIssue(where: Rejection["in"], issue: ValidationIssue | undefined): Rejection {
  if (!issue) return reject(where, "", "does not match the contract");
  const named = issue.params.missingProperty ?? issue.params.additionalProperty ?? issue.params.unevaluatedProperty;
  const path = typeof named === "string" ? `${issue.instancePath}/${escape(named)}` : issue.instancePath;
  return reject(where, path, issue.message ?? "does not match the contract");
}

export async function readInput(spec: OperationSpec, req: Request, url: URL): Promise<RequestInput | Rejection> {
  const query: Record<string, unknown> = {};
  if (spec.query) {
    for (const name of spec.query.names) {
      const value = url.searchParams.get(name);
      if (value !== null) query[name] = value;
    }
    // Coerces the text values to the documented types in place and fills in defaults.
    if (!spec.query.validate(query)) return fromIssue("query", spec.query.validate.errors?.[0]);
  }
  if (!spec.body) return { query, body: undefined, form: undefined };
  return spec.body.kind === "json" ? readJson(spec.body, req, query) : readForm(spec.body, req, query);
}

async function readJson(spec: Extract<BodySpec, { kind: "json" }>, req: Request, query: Record<string, unknown>) {
  const text = await req.text();
  if (!text.trim())
    return spec.required
      ? reject("body", "", "is missing: a JSON body is required")
      : { query, body: undefined, form: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reject("body", "", "is not JSON");
  }
  if (!spec.validate(body)) return fromIssue("body", spec.validate.errors?.[0]);
  return { query, body, form: undefined };
}

async function readForm(spec: Extract<BodySpec, { kind: "multipart" }>, req: Request, query: Record<string, unknown>) {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return spec.required
      ? reject("body", "", "is not multipart/form-data")
      : { query, body: undefined, form: undefined };
  }
  for (const part of spec.parts) {
    const value = form.get(part);
    if (value === null) return reject("body", `/${escape(part)}`, "is a required part and is missing");
    if (spec.files.includes(part) && typeof value === "string")
      return reject("body", `/${escape(part)}`, "must be a file");
  }
  return { query, body: undefined, form };
}

export const isRejection = (x: RequestInput | Rejection): x is Rejection => "Message" in x;

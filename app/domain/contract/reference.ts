// Turns the OpenAPI document into the model the /developers page renders: operations grouped by tag, each
// with parameters, body and responses, and the component schemas with their fields. Types are shown the way
// an integrator reads them: `string | null`, `Meter[]`, links to schemas by name.

type Json = Record<string, any>;

export interface TypeRef {
  text: string;
  /** Schema names mentioned, to link to their descriptions. */
  refs: string[];
}

export interface FieldModel {
  name: string;
  type: TypeRef;
  required: boolean;
  description?: string;
}

export interface OperationModel {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  public: boolean;
  notInSpec: boolean;
  parameters: Array<FieldModel & { in: string }>;
  body: Array<{ mediaType: string; type: TypeRef }>;
  responses: Array<{ status: string; description: string; media: Array<{ mediaType: string; type: TypeRef }> }>;
}

export interface ReferenceModel {
  title: string;
  version: string;
  description: string;
  groups: Array<{ tag: string; operations: OperationModel[] }>;
  schemas: Array<{ name: string; description?: string; type: TypeRef; fields: FieldModel[] }>;
}

const refName = (ref: string) => ref.split("/").pop() ?? ref;

export function typeOf(schema: Json | undefined): TypeRef {
  if (!schema) return { text: "any", refs: [] };
  if (schema.$ref) return { text: refName(schema.$ref), refs: [refName(schema.$ref)] };
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return join(union.map(typeOf), " | ");
  if (schema.allOf) return join(schema.allOf.map(typeOf), " & ");
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const parts = types.map((t): TypeRef => {
    if (t === "array") {
      const item = typeOf(schema.items);
      return { text: `${item.text.includes(" ") ? `(${item.text})` : item.text}[]`, refs: item.refs };
    }
    if (t === "string" && schema.format === "binary") return { text: "binary", refs: [] };
    if (t === "object" && schema.properties) return { text: "object", refs: [] };
    return {
      text: schema.enum && t === "string" ? schema.enum.map((e: unknown) => JSON.stringify(e)).join(" | ") : t,
      refs: [],
    };
  });
  return parts.length ? join(parts, " | ") : { text: "object", refs: [] };
}

function join(parts: TypeRef[], sep: string): TypeRef {
  return { text: parts.map((p) => p.text).join(sep), refs: parts.flatMap((p) => p.refs) };
}

function fieldsOf(schema: Json | undefined): FieldModel[] {
  if (!schema?.properties) return [];
  const required = new Set<string>(schema.required ?? []);
  return Object.entries(schema.properties as Json).map(([name, s]) => ({
    name,
    type: typeOf(s as Json),
    required: required.has(name),
    description: (s as Json).description,
  }));
}

export function buildReference(doc: Json): ReferenceModel {
  const groups = new Map<string, OperationModel[]>((doc.tags ?? []).map((t: Json) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const op = (item as Json)[method];
      if (!op) continue;
      const model: OperationModel = {
        id: op.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        description: op.description,
        public: Array.isArray(op.security) && op.security.length === 0,
        notInSpec: op["x-not-in-spec"] === true,
        parameters: (op.parameters ?? []).map((p: Json) => ({
          name: p.name,
          in: p.in,
          type: typeOf(p.schema),
          required: !!p.required,
          description: p.description,
        })),
        body: Object.entries((op.requestBody?.content ?? {}) as Json).map(([mediaType, m]) => ({
          mediaType,
          type: typeOf((m as Json).schema),
        })),
        responses: Object.entries(op.responses as Json).map(([status, r]) => {
          const resp = (r as Json).$ref ? doc.components.responses[refName((r as Json).$ref)] : r;
          return {
            status,
            description: resp.description ?? "",
            media: Object.entries((resp.content ?? {}) as Json).map(([mediaType, m]) => ({
              mediaType,
              type: typeOf((m as Json).schema),
            })),
          };
        }),
      };
      const tag = op.tags?.[0] ?? "Other";
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(model);
    }
  }
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Json)
    .map(([name, s]) => ({
      name,
      description: (s as Json).description,
      type: typeOf({ ...(s as Json), properties: undefined }),
      fields: fieldsOf(s as Json),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? "",
    groups: [...groups].filter(([, ops]) => ops.length).map(([tag, operations]) => ({ tag, operations })),
    schemas,
  };
}

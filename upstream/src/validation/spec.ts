// What scripts/generate-validators.mjs records per operation (see generated.ts).

/** An Ajv standalone validator: true or false, with the failures in `errors`. */
export interface Validate {
  (data: unknown): boolean;
  errors?: ValidationIssue[] | null;
}

/** The part of Ajv's ErrorObject the 400 answer uses. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export type BodySpec =
  | { kind: "json"; required: boolean; validate: Validate }
  /** Multipart uploads: only the required parts are checked (and that file parts are files). */
  | { kind: "multipart"; required: boolean; parts: string[]; files: string[] };

export interface OperationSpec {
  /** The contract requires the acx header token (other schemes, like a token in the query, are the handler's). */
  auth: boolean;
  query?: { names: string[]; validate: Validate };
  body?: BodySpec;
}

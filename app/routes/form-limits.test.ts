import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { LIMITS } from "~/domain/forms/limits";
import { TOO_LONG } from "~/domain/forms/limited";
import { messageArgs } from "~/domain/forms/message";

// Issue 14: every text field of every form has a length limit in its schema. This finds every form schema
// exported by every *.schema.ts and, for each of its text fields, posts the limit and one character more. A new
// schema module, a new export or a new field without a limit fails here until it is covered.

const modules = import.meta.glob<Record<string, unknown>>("/app/**/*.schema.ts", { eager: true });

const rules = { types: [{ ID: 1, Name: "общие вопросы", HasSubTypes: false }], idents: ["1000001"], denied: [] };
const everything = {
  mode: "Ident",
  prefixes: true,
  clientBase: true,
  billAmount: true,
  pin: true,
  pinLabel: null,
  lastName: true,
  inn: true,
} as const;
const byAddress = { ...everything, mode: "AddressAndLastName" } as const;

/** Schema factories, with arguments that make them ask for every field they can. */
const FACTORIES: Record<string, (make: (...args: never[]) => unknown) => Array<[string, unknown]>> = {
  detailsSchema: (make) => [
    ["birth date required", make({ requireBirthDate: true, today: { year: 2026, month: 6, day: 15 } } as never)],
  ],
  readingSchema: (make) => [["three tariffs", make([0, 0, 0] as never)]],
  paySchema: (make) => [["sum, fine, e-mail", make({ payAll: false, separatedFine: true, needsEmail: true } as never)]],
  quoteSchema: (make) => [["sum, fine", make({ payAll: false, separatedFine: true, needsEmail: false } as never)]],
  closeSchema: (make) => [["stars", make("stars" as never)]],
  newRequestSchema: (make) => [["one type", make(rules as never)]],
  checkoutSchema: (make) => [["a cart with goods", make({ total: 100, idents: ["1000001"] } as never)]],
  orderSchema: (make) => [["with a subtype", make({ total: 100, idents: ["1000001"], subtypes: [71] } as never)]],
  serviceOrderSchema: (make) => [["one account", make({ idents: ["1000001"] } as never)]],
  pollSchema: (make) => [
    [
      "single, multiple and open",
      make({
        Questions: [
          { ID: 1, AnswerType: "single", IsCompleteByUser: false, Answers: [{ ID: 11 }] },
          { ID: 2, AnswerType: "multiple", IsCompleteByUser: false, Answers: [{ ID: 21 }, { ID: 22 }] },
          { ID: 3, AnswerType: "open", IsCompleteByUser: false, Answers: [{ ID: 31 }] },
        ],
      } as never),
    ],
  ],
  voteSchema: (make) => [["three questions", make([131, 132, 133] as never)]],
  addAccountSchema: (make) => [
    ["by number, stage 1", make(everything as never, 1 as never, false as never)],
    ["by address, stage 1", make(byAddress as never, 1 as never, true as never)],
    ["by number, stage 2", make(everything as never, 2 as never, false as never)],
  ],
};

/** Exports that are not forms: field builders and helpers. */
const HELPERS = new Set(["phoneField", "file", "valuesOf", "rulesOf", "HONEYPOT"]);

type Schema = z.ZodMiniType & { _zod: { def: Record<string, unknown> & { type: string } } };
const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && "_zod" in v;

/** The form's object of fields: through pipes (lax fields, then the rule) to the object that takes the post. */
function fieldsOf(schema: Schema): Record<string, Schema> {
  const def = schema._zod.def;
  if (def.type === "pipe") return fieldsOf(def.in as Schema);
  if (def.type === "object") return def.shape as Record<string, Schema>;
  throw new Error(`not a form: ${def.type}`);
}

/** A field's kind: a text with its limit (null: none), or a value that is no text (a checkbox, a file). */
function kindOf(field: Schema): { text: number | null } | "other" {
  const def = field._zod.def;
  if (def.type === "optional" || def.type === "nullable" || def.type === "default")
    return kindOf(def.innerType as Schema);
  if (def.type === "pipe") return kindOf(def.in as Schema);
  if (def.type === "boolean" || def.type === "file") return "other";
  if (def.type !== "string") throw new Error(`a field of type ${def.type}: teach this test about it`);
  const checks = (def.checks ?? []) as Array<{ _zod: { def: { check: string; maximum?: number } } }>;
  const max = checks.find((c) => c._zod.def.check === "max_length")?._zod.def.maximum;
  return { text: max ?? null };
}

const forms: Array<[string, Schema]> = [];
for (const [path, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    const label = `${path.replace("/app/", "")} ${name}`;
    if (isSchema(value)) forms.push([label, value]);
    else if (typeof value === "function" && name in FACTORIES) {
      for (const [variant, schema] of FACTORIES[name]!(value as never))
        forms.push([`${label} (${variant})`, schema as Schema]);
    } else if (!HELPERS.has(name)) forms.push([label, value as Schema]);
  }
}

const post = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

const tooLongMessages = (errors: string[] | null | undefined) =>
  (errors ?? []).filter((e) => messageArgs(e)[0] === TOO_LONG);

describe("every form field has a length limit", () => {
  it("finds the forms", () => {
    // Login, registration (3), profile, feedback, reading, pay and quote, invoice, new request (2), chat (3), add account (lax and 3 variants).
    expect(forms.length).toBeGreaterThanOrEqual(19);
  });

  describe.each(forms)("%s", (_label, schema) => {
    it("is a form schema (a new export: a factory or a helper in this test's tables)", () => {
      expect(isSchema(schema)).toBe(true);
      expect(() => fieldsOf(schema)).not.toThrow();
    });

    const fields = isSchema(schema) ? Object.entries(fieldsOf(schema)) : [];
    const texts = fields.flatMap(([name, field]) => {
      const kind = kindOf(field);
      return kind === "other" ? [] : [[name, kind.text] as [string, number | null]];
    });

    it.each(texts)("%s: refuses one character over its limit on the field, and takes the limit", (name, max) => {
      expect(max, `${name} has no limit`).not.toBeNull();
      expect(Object.values(LIMITS), `${name}'s limit comes from LIMITS`).toContain(max);
      const over = parseWithZod(post({ [name]: "7".repeat(max! + 1) }), { schema }).reply().error?.[name];
      // Only the limit's message: no format message about the content, and never the input itself.
      expect(over).toHaveLength(1);
      expect(messageArgs(over![0]!)).toEqual([TOO_LONG, { max: String(max) }]);
      const at = parseWithZod(post({ [name]: "7".repeat(max!) }), { schema }).reply().error?.[name];
      expect(tooLongMessages(at)).toEqual([]);
    });
  });
});

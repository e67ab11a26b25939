import { describe, expect, it } from "vitest";
import { buildReference, typeOf } from "./reference";

describe("typeOf", () => {
  it("reads the shapes an integrator meets", () => {
    expect(typeOf({ type: ["string", "null"] }).text).toBe("string | null");
    expect(typeOf({ type: "array", items: { $ref: "#/components/schemas/Meter" } })).toEqual({
      text: "Meter[]",
      refs: ["Meter"],
    });
    expect(
      typeOf({ anyOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/BusinessError" }] }).text,
    ).toBe("A | BusinessError");
    expect(typeOf({ type: "string", format: "binary" }).text).toBe("binary");
    expect(typeOf({ type: "string", enum: ["stars", "smile"] }).text).toBe('"stars" | "smile"');
  });
});

describe("buildReference", () => {
  it("groups operations by tag and marks public and not-in-spec ones", () => {
    const model = buildReference({
      info: { title: "T", version: "1" },
      tags: [{ name: "Auth" }, { name: "Empty" }],
      paths: {
        "/auth/login": {
          post: { tags: ["Auth"], operationId: "login", security: [], responses: { "200": { description: "ok" } } },
        },
        "/Auth/Logout": {
          post: {
            tags: ["Auth"],
            operationId: "logout",
            "x-not-in-spec": true,
            responses: { "401": { $ref: "#/components/responses/Unauthorized" } },
          },
        },
      },
      components: {
        responses: { Unauthorized: { description: "no token" } },
        schemas: { User: { type: "object", required: ["fio"], properties: { fio: { type: "string" } } } },
      },
    });
    expect(model.groups.map((g) => g.tag)).toEqual(["Auth"]);
    expect(model.groups[0]!.operations.map((o) => [o.id, o.public, o.notInSpec])).toEqual([
      ["login", true, false],
      ["logout", false, true],
    ]);
    expect(model.groups[0]!.operations[1]!.responses[0]!.description).toBe("no token");
    expect(model.schemas[0]!.fields).toEqual([
      { name: "fio", type: { text: "string", refs: [] }, required: true, description: undefined },
    ]);
  });
});

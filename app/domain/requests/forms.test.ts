import { describe, expect, it } from "vitest";
import type { RequestTypeNode } from "./create";
import { closeErrors, fileErrors, messageErrors, newRequestErrors, reopenErrors } from "./forms";

const TYPES: RequestTypeNode[] = [
  { ID: 1, Name: "общие вопросы", HasSubTypes: false },
  { ID: 2, Name: "сантехника", HasSubTypes: true, SubTypes: [{ ID: 21, Name: "протечка", HasSubTypes: false }] },
];
const pdf = { name: "a.pdf", type: "application/pdf", size: 10 };

describe("request form rules (§5)", () => {
  it("new request: every missing choice and the description, on their fields", () => {
    expect(newRequestErrors(TYPES, { ident: "", typeID: null, text: " " })).toEqual({
      ident: "requests.address_required",
      typeID: "requests.type_required",
      text: "requests.text_required",
    });
    expect(newRequestErrors(TYPES, { ident: "1", typeID: 2, text: "x" })).toEqual({ subTypeID: "requests.subtype_required" });
    expect(newRequestErrors(TYPES, { ident: "1", typeID: 2, subTypeID: 21, text: "x" }, pdf)).toEqual({});
  });

  it("new request: a denied account, and a bad file", () => {
    const errors = newRequestErrors(TYPES, { ident: "7", typeID: 1, text: "x", deniedIdents: new Set(["7"]) }, { ...pdf, name: "a.exe" });
    expect(errors).toEqual({ ident: "requests.creation_denied", file: "requests.file_type" });
  });

  it("files: over 10 MB refused, none chosen is fine", () => {
    expect(fileErrors({ ...pdf, size: 10 * 1024 * 1024 + 1 })).toEqual({ file: "requests.file_size" });
    expect(fileErrors({ ...pdf, size: 10 * 1024 * 1024 })).toEqual({});
    expect(fileErrors(null)).toEqual({});
  });

  it("a message needs text or a file", () => {
    expect(messageErrors("  ", null)).toEqual({ text: "requests.message_required" });
    expect(messageErrors("", pdf)).toEqual({});
    expect(messageErrors("Здравствуйте", null)).toEqual({});
  });

  it("reopen needs a reason; close needs a mark of the style (default 5)", () => {
    expect(reopenErrors(" ")).toEqual({ reason: "requests.reason_required" });
    expect(reopenErrors("снова течёт")).toEqual({});
    expect(closeErrors(undefined, "stars")).toEqual({});
    expect(closeErrors("3", "smile")).toEqual({});
    expect(closeErrors("2", "smile")).toEqual({ mark: "requests.mark_invalid" });
    expect(closeErrors("6", "star")).toEqual({ mark: "requests.mark_invalid" });
  });
});

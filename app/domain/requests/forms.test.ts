import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import type { CreateInput, RequestTypeNode } from "./create";
import { chatMessage, closing, newRequest, newRequestRule, reopenReason } from "./forms";

const TYPES: RequestTypeNode[] = [
  { ID: 1, Name: "общие вопросы", HasSubTypes: false },
  {
    ID: 2,
    Name: "сантехника",
    HasSubTypes: true,
    MessageForUser: "Перекройте воду",
    SubTypes: [
      { ID: 21, Name: "протечка", HasSubTypes: false, MessageForUser: "Мастер позвонит" },
      { ID: 22, Name: "засор", HasSubTypes: false },
    ],
  },
];
const pdf = { name: "a.pdf", type: "application/pdf", size: 10 };
const newRequestErrors = (types: RequestTypeNode[], input: CreateInput, file?: typeof pdf | null) =>
  errorsOf(newRequest(types, input, file));
const fileErrors = (file: typeof pdf | null) => errorsOf(chatMessage("text", file));
const messageErrors = (text: string, file: typeof pdf | null) => errorsOf(chatMessage(text, file));

describe("request form rules (§5)", () => {
  it("new request: every missing choice and the description, on their fields", () => {
    expect(newRequestErrors(TYPES, { ident: "", typeID: null, text: " " })).toEqual({
      ident: "request_new.address_required",
      typeID: "request_new.type_required",
      text: "request_new.text_required",
    });
    expect(newRequestErrors(TYPES, { ident: "1", typeID: 2, text: "x" })).toEqual({
      subTypeID: "request_new.subtype_required",
    });
    expect(newRequestErrors(TYPES, { ident: "1", typeID: 2, subTypeID: 21, text: "x" }, pdf)).toEqual({});
  });

  it("new request: a denied account, and a bad file", () => {
    const errors = newRequestErrors(
      TYPES,
      { ident: "7", typeID: 1, text: "x", deniedIdents: new Set(["7"]) },
      { ...pdf, name: "a.exe" },
    );
    expect(errors).toEqual({ ident: "request_new.creation_denied", file: "request_new.file_type" });
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
    expect(errorsOf(reopenReason(" "))).toEqual({ reason: "requests.reason_required" });
    expect(errorsOf(reopenReason("снова течёт"))).toEqual({});
    expect(errorsOf(closing(undefined, null, "stars"))).toEqual({});
    expect(errorsOf(closing("3", null, "smile"))).toEqual({});
    expect(errorsOf(closing("2", null, "smile"))).toEqual({ mark: "requests.mark_invalid" });
    expect(errorsOf(closing("6", null, "star"))).toEqual({ mark: "requests.mark_invalid" });
  });
});

describe("request form values", () => {
  it("new request: trimmed texts, the ids to send, the types' messages and the file", () => {
    expect(
      newRequest(TYPES, { ident: " 1 ", typeID: 2, subTypeID: 21, detailSubTypeID: 211, text: "  течёт  " }, pdf),
    ).toEqual({
      ok: true,
      value: {
        ident: "1",
        typeID: 2,
        subTypeID: 21,
        detailSubTypeID: null,
        text: "течёт",
        messageForUser: "Перекройте воду\nМастер позвонит",
        file: pdf,
      },
    });
    expect(newRequest(TYPES, { ident: "1", typeID: 1, subTypeID: 21, text: "x" })).toEqual({
      ok: true,
      value: {
        ident: "1",
        typeID: 1,
        subTypeID: null,
        detailSubTypeID: null,
        text: "x",
        messageForUser: null,
        file: null,
      },
    });
  });

  it("chat message: the text trimmed; a file may go without text, an empty message may not", () => {
    expect(chatMessage("  Здравствуйте \n", null)).toEqual({ ok: true, value: { text: "Здравствуйте", file: null } });
    expect(chatMessage(undefined, pdf)).toEqual({ ok: true, value: { text: "", file: pdf } });
    expect(chatMessage(" \n ", undefined)).toEqual({
      ok: false,
      issues: [{ field: "text", key: "requests.message_required" }],
    });
  });

  it("reopen: the reason trimmed; close: the mark (default 5) and the comment, empty as none", () => {
    expect(reopenReason(" снова течёт ")).toEqual({ ok: true, value: { reason: "снова течёт" } });
    expect(closing(undefined, "  ", "stars")).toEqual({ ok: true, value: { mark: 5, comment: null } });
    expect(closing("1", " спасибо ", "smile")).toEqual({ ok: true, value: { mark: 1, comment: "спасибо" } });
  });
});

describe("newRequestRule: the posted strings", () => {
  const rule = newRequestRule({
    types: [
      ...TYPES,
      {
        ID: 3,
        Name: "электрика",
        HasSubTypes: true,
        SubTypes: [
          {
            ID: 31,
            Name: "нет света",
            HasSubTypes: true,
            SubTypes: [{ ID: 311, Name: "в подъезде", HasSubTypes: false }],
          },
        ],
      },
    ],
    idents: ["1000001", "1000002"],
    denied: ["1000002"],
  });

  it("says every missing choice on its field, nothing posted at all", () => {
    expect(errorsOf(rule({}))).toEqual({
      ident: "request_new.address_required",
      typeID: "request_new.type_required",
      text: "request_new.text_required",
    });
  });

  it("refuses an address not offered, a denied account, an id that is no number, a blank description", () => {
    expect(errorsOf(rule({ ident: "9", typeID: "1", text: "x" }))).toEqual({ ident: "request_new.address_required" });
    expect(errorsOf(rule({ ident: "1000002", typeID: "1", text: "x" }))).toEqual({
      ident: "request_new.creation_denied",
    });
    expect(errorsOf(rule({ ident: "1000001", typeID: "1e0", text: "x" }))).toEqual({
      typeID: "request_new.type_required",
    });
    expect(errorsOf(rule({ ident: "1000001", typeID: "1", text: " \n " }))).toEqual({
      text: "request_new.text_required",
    });
  });

  it("asks for the subtype and then the detail where the tree has them", () => {
    const base = { ident: "1000001", typeID: "3", text: "Нет света" };
    expect(errorsOf(rule(base))).toEqual({ subTypeID: "request_new.subtype_required" });
    expect(errorsOf(rule({ ...base, subTypeID: "31" }))).toEqual({ detailSubTypeID: "request_new.detail_required" });
    // A subtype of another type does not count.
    expect(errorsOf(rule({ ...base, subTypeID: "21" }))).toEqual({ subTypeID: "request_new.subtype_required" });
    expect(rule({ ...base, subTypeID: "31", detailSubTypeID: "311" })).toMatchObject({
      ok: true,
      value: { typeID: 3, subTypeID: 31, detailSubTypeID: 311 },
    });
  });

  it("sends unneeded subtype ids as null (§4), and checks the file", () => {
    expect(rule({ ident: "1000001", typeID: "1", subTypeID: "21", detailSubTypeID: "311", text: "x" })).toMatchObject({
      ok: true,
      value: { typeID: 1, subTypeID: null, detailSubTypeID: null },
    });
    const exe = new File(["MZ"], "virus.exe", { type: "application/x-msdownload" });
    expect(errorsOf(rule({ ident: "1000001", typeID: "1", text: "x", file: exe }))).toEqual({
      file: "request_new.file_type",
    });
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { RequestTypeNode } from "~/domain/requests/create";
import { closeSchema } from "./close.schema";
import { messageSchema } from "./message.schema";
import { newRequestSchema } from "./new.schema";
import { reopenSchema } from "./reopen.schema";

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  // An unused file input posts an empty part; conform takes it for no file.
  if (!("file" in entries)) data.set("file", new File([], ""));
  return data;
};
const pdf = new File(["%PDF"], "act.pdf", { type: "application/pdf" });
const TYPES: RequestTypeNode[] = [
  { ID: 1, Name: "общие вопросы", HasSubTypes: false },
  {
    ID: 2,
    Name: "сантехника",
    HasSubTypes: true,
    SubTypes: [{ ID: 21, Name: "протечка", HasSubTypes: false, MessageForUser: "Мастер позвонит" }],
  },
];
const rules = { types: TYPES, idents: ["1000001"], denied: [] };

describe("newRequestSchema", () => {
  it("gives the request as /Requests/New takes it, and the file", () => {
    const s = parseWithZod(
      form({ intent: "create", ident: "1000001", typeID: "2", subTypeID: "21", text: " течёт ", file: pdf }),
      { schema: newRequestSchema(rules) },
    );
    expect(s.status === "success" && s.value).toEqual({
      ident: "1000001",
      typeID: 2,
      subTypeID: 21,
      detailSubTypeID: null,
      text: "течёт",
      messageForUser: "Мастер позвонит",
      file: pdf,
    });
  });

  it("reports the missing choices and an address not offered", () => {
    expect(
      parseWithZod(form({ ident: "9", typeID: "2", text: "  " }), { schema: newRequestSchema(rules) }).reply().error,
    ).toEqual({
      ident: ["request_new.address_required"],
      subTypeID: ["request_new.subtype_required"],
      text: ["request_new.text_required"],
    });
  });
});

describe("chat schemas", () => {
  it("a message: trimmed text; a file alone is fine; an empty message is refused", () => {
    const s = parseWithZod(form({ intent: "message", text: "  Здравствуйте\n" }), { schema: messageSchema });
    expect(s.status === "success" && s.value).toEqual({ text: "Здравствуйте", file: null });
    const f = parseWithZod(form({ intent: "message", text: "", file: pdf }), { schema: messageSchema });
    expect(f.status === "success" && f.value).toEqual({ text: "", file: pdf });
    expect(parseWithZod(form({ intent: "message", text: " \n " }), { schema: messageSchema }).reply().error).toEqual({
      text: ["requests.message_required"],
    });
  });

  it("reopen: the reason trimmed, required", () => {
    const s = parseWithZod(form({ intent: "reopen", reason: " снова " }), { schema: reopenSchema });
    expect(s.status === "success" && s.value).toEqual({ reason: "снова" });
    expect(parseWithZod(form({ intent: "reopen", reason: "" }), { schema: reopenSchema }).reply().error).toEqual({
      reason: ["requests.reason_required"],
    });
  });

  it("close: the mark as a number (5 when none), the comment or null; a mark the style lacks is refused", () => {
    const s = parseWithZod(form({ intent: "close", comment: "" }), { schema: closeSchema("smile") });
    expect(s.status === "success" && s.value).toEqual({ mark: 5, comment: null });
    const c = parseWithZod(form({ intent: "close", mark: "3", comment: " спасибо " }), {
      schema: closeSchema("smile"),
    });
    expect(c.status === "success" && c.value).toEqual({ mark: 3, comment: "спасибо" });
    expect(parseWithZod(form({ intent: "close", mark: "2" }), { schema: closeSchema("smile") }).reply().error).toEqual({
      mark: ["requests.mark_invalid"],
    });
  });
});

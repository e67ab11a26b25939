import { describe, expect, it } from "vitest";
import { errorsOf } from "../forms/checked";
import { closeRule, messageRule, reopenRule } from "./chat-forms";
import { MAX_ATTACHMENT_BYTES } from "./files";

// The chat's rules on the posted strings, as the schemas and the browser run them (§5 Requests, §9).

const file = (name: string, size: number, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

describe("messageRule", () => {
  it("refuses a message with neither text nor a file, blank text included", () => {
    for (const text of [undefined, "", "  \n\t "])
      expect(errorsOf(messageRule({ text }))).toEqual({ text: "requests.message_required" });
  });

  it("takes a text, trimmed; a file may go alone", () => {
    expect(messageRule({ text: "  Буду дома после 18:00 \n" })).toEqual({
      ok: true,
      value: { text: "Буду дома после 18:00", file: null },
    });
    const pdf = file("Акт.pdf", 10);
    expect(messageRule({ file: pdf })).toEqual({ ok: true, value: { text: "", file: pdf } });
  });

  it("takes a file of exactly 10 MB, refuses one byte more, another type, an empty file", () => {
    expect(errorsOf(messageRule({ text: "x", file: file("a.pdf", MAX_ATTACHMENT_BYTES) }))).toEqual({});
    expect(errorsOf(messageRule({ text: "x", file: file("a.pdf", MAX_ATTACHMENT_BYTES + 1) }))).toEqual({
      file: "requests.file_size",
    });
    expect(errorsOf(messageRule({ file: file("virus.exe", 2, "application/x-msdownload") }))).toEqual({
      file: "requests.file_type",
    });
    expect(errorsOf(messageRule({ file: file("a.pdf", 0) }))).toEqual({ file: "requests.file_empty" });
  });
});

describe("reopenRule", () => {
  it("needs a reason that is not blank, and trims it", () => {
    for (const reason of [undefined, "", "   "])
      expect(errorsOf(reopenRule({ reason }))).toEqual({ reason: "requests.reason_required" });
    expect(reopenRule({ reason: " Снова течёт " })).toEqual({ ok: true, value: { reason: "Снова течёт" } });
  });
});

describe("closeRule", () => {
  it("takes 1–5 in stars, 5 when no mark is posted; the comment trimmed, blank as none", () => {
    const stars = closeRule("stars");
    for (const mark of ["1", "2", "3", "4", "5"]) expect(stars({ mark }).ok).toBe(true);
    expect(stars({})).toEqual({ ok: true, value: { mark: 5, comment: null } });
    expect(stars({ mark: "4", comment: " Всё хорошо " })).toEqual({
      ok: true,
      value: { mark: 4, comment: "Всё хорошо" },
    });
  });

  it("refuses a mark outside the style: 0, 6, a word, and 2 or 4 for smiles", () => {
    for (const mark of ["0", "6", "пять", "4.5"])
      expect(errorsOf(closeRule("star")({ mark }))).toEqual({ mark: "requests.mark_invalid" });
    for (const mark of ["2", "4"])
      expect(errorsOf(closeRule("smile")({ mark }))).toEqual({ mark: "requests.mark_invalid" });
    for (const mark of ["1", "3", "5"]) expect(closeRule("smile")({ mark }).ok).toBe(true);
  });
});

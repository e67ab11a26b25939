import { describe, expect, it } from "vitest";
import { supportMessage } from "./forms";

describe("support message", () => {
  it("refuses an empty message with the support chat's words", () => {
    expect(supportMessage("  ", null)).toMatchObject({
      ok: false,
      issues: [{ field: "text", key: "support.message_required" }],
    });
  });
  it("takes a text, or a file alone, and checks the file like a request's", () => {
    expect(supportMessage(" Здравствуйте ", null)).toMatchObject({ ok: true, value: { text: "Здравствуйте" } });
    expect(supportMessage("", { name: "a.pdf", type: "application/pdf", size: 10 })).toMatchObject({ ok: true });
    expect(supportMessage("x", { name: "a.exe", type: "application/x-msdownload", size: 10 })).toMatchObject({
      ok: false,
      issues: [{ field: "file", key: "support.file_type" }],
    });
    expect(supportMessage("x", { name: "a.pdf", type: "application/pdf", size: 10 * 1024 * 1024 + 1 })).toMatchObject({
      ok: false,
      issues: [{ field: "file", key: "support.file_size" }],
    });
  });
});

import { describe, expect, it } from "vitest";
import { draftOf, FORM_FIELD, returnPath } from "./draft";

const file = (name: string, bytes = 3) => new File(["x".repeat(bytes)], name, { type: "image/png" });

describe("draftOf", () => {
  it("keeps the text of a named form, the intent with it", () => {
    expect(
      draftOf([
        [FORM_FIELD, "new-request"],
        ["intent", "create"],
        ["text", "Течёт кран"],
        ["phone", ""],
      ]),
    ).toEqual({ form: "new-request", values: { intent: "create", text: "Течёт кран", phone: "" }, dropped: false });
  });

  it("never keeps a password or a code, nor a file, and says something was not kept", () => {
    const draft = draftOf([
      [FORM_FIELD, "delete-user"],
      ["password", "secret"],
      ["comment", "ok"],
    ]);
    expect(draft).toEqual({ form: "delete-user", values: { comment: "ok" }, dropped: true });
    expect(
      draftOf([
        [FORM_FIELD, "p"],
        ["pinCode", "1234"],
        ["ident", "1000001"],
      ])?.values,
    ).toEqual({
      ident: "1000001",
    });
    const withFile = draftOf([
      [FORM_FIELD, "message"],
      ["text", "see photo"],
      ["file", file("a.png")],
    ]);
    expect(withFile).toEqual({ form: "message", values: { text: "see photo" }, dropped: true });
  });

  it("a field only named like a secret is kept (a preference about passwords is no password)", () => {
    expect(
      draftOf([
        [FORM_FIELD, "profile"],
        ["fio", "Я"],
        ["dontSavePassword", "on"],
      ]),
    ).toEqual({
      form: "profile",
      values: { fio: "Я", dontSavePassword: "on" },
      dropped: false,
    });
  });

  it("an empty file input or an empty password is nothing dropped", () => {
    expect(
      draftOf([
        [FORM_FIELD, "m"],
        ["text", "t"],
        ["file", file("", 0)],
        ["password", ""],
      ])?.dropped,
    ).toBe(false);
  });

  it("skips the post's technical fields and keeps nothing of a form without typed text or without a name", () => {
    expect(
      draftOf(
        [
          [FORM_FIELD, "m"],
          ["once", "token"],
          ["text", "hi"],
        ],
        ["once"],
      )?.values,
    ).toEqual({ text: "hi" });
    expect(
      draftOf(
        [
          [FORM_FIELD, "m"],
          ["intent", "cancel"],
          ["once", "t"],
        ],
        ["once"],
      ),
    ).toBeNull();
    expect(draftOf([["text", "hi"]])).toBeNull();
  });
});

describe("returnPath", () => {
  it("is the page's address, whether a form posted to it or a script asked for its data", () => {
    expect(returnPath(new URL("http://x/requests/new"))).toBe("/requests/new");
    expect(returnPath(new URL("http://x/requests/new.data"))).toBe("/requests/new");
    expect(returnPath(new URL("http://x/requests/5.data?do=reopen&_routes=root"))).toBe("/requests/5?do=reopen");
    expect(returnPath(new URL("http://x/accounts/add.data?index"))).toBe("/accounts/add");
    expect(returnPath(new URL("http://x/_root.data"))).toBe("/");
    expect(returnPath(new URL("http://x/meters?ident=1#reading-3"))).toBe("/meters?ident=1");
  });
});

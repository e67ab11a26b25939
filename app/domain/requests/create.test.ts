import { describe, expect, it } from "vitest";
import {
  addressOptions,
  createProblems,
  emergencyWorksFor,
  linkify,
  payloadIds,
  typeLabel,
  type RequestTypeNode,
} from "./create";
import { attachmentProblem, MAX_ATTACHMENT_BYTES } from "./files";
import { markOptions, parseMark, evaluationStyle } from "./rating";

const TYPES: RequestTypeNode[] = [
  { ID: 1, Name: "общие вопросы", HasSubTypes: false, SubTypes: [] },
  {
    ID: 2,
    Name: "Сантехника",
    HasSubTypes: true,
    SubTypes: [
      {
        ID: 21,
        Name: "протечка",
        HasSubTypes: true,
        SubTypes: [{ ID: 211, Name: "в квартире", HasSubTypes: false, SubTypes: [] }],
      },
      { ID: 22, Name: "засор", HasSubTypes: false, SubTypes: [] },
    ],
  },
];

describe("address list (§5, §6)", () => {
  it("leaves out hidden accounts and houses that cannot create requests, merges duplicates, sorts by Ident", () => {
    const options = addressOptions([
      { Ident: "300", Address: "ул. Б, 2" },
      { Ident: "100", Address: "ул. А, 1" },
      { Ident: "20", Address: "ул. А, 1" },
      { Ident: "5", Address: "ул. В, 3", HouseCantCreateRequests: true },
      { Ident: "6", Address: "ул. Г, 4", HideOnRequestsPage: true },
    ]);
    expect(options).toEqual([
      { ident: "20", address: "ул. А, 1" },
      { ident: "300", address: "ул. Б, 2" },
    ]);
  });

  it("is empty without accounts", () => expect(addressOptions([])).toEqual([]));
});

describe("create rules (§5)", () => {
  const base = { ident: "1", typeID: 1, text: "Течёт", allowedIdents: new Set(["1", "2"]) };

  it("accepts a type without subtypes", () => expect(createProblems(TYPES, base)).toEqual([]));

  it("needs a description that is not blank", () =>
    expect(createProblems(TYPES, { ...base, text: "   " })).toEqual(["text"]));

  it("needs an address among the allowed ones, and a type", () => {
    expect(createProblems(TYPES, { ...base, ident: "" })).toEqual(["address"]);
    expect(createProblems(TYPES, { ...base, ident: "9" })).toEqual(["address"]);
    expect(createProblems(TYPES, { ...base, typeID: null })).toEqual(["type"]);
    expect(createProblems(TYPES, { ...base, typeID: 99 })).toEqual(["type"]);
  });

  it("needs a subtype when the type has them, and a detail when the subtype has them", () => {
    expect(createProblems(TYPES, { ...base, typeID: 2 })).toEqual(["subtype"]);
    expect(createProblems(TYPES, { ...base, typeID: 2, subTypeID: 21 })).toEqual(["detail"]);
    expect(createProblems(TYPES, { ...base, typeID: 2, subTypeID: 21, detailSubTypeID: 211 })).toEqual([]);
    expect(createProblems(TYPES, { ...base, typeID: 2, subTypeID: 22 })).toEqual([]);
    // A subtype of another type does not count.
    expect(createProblems(TYPES, { ...base, typeID: 1, subTypeID: 21 })).toEqual([]);
  });

  it("refuses an account with denyRequestCreation", () => {
    expect(createProblems(TYPES, { ...base, deniedIdents: new Set(["1"]) })).toEqual(["denied"]);
    expect(createProblems(TYPES, { ...base, ident: "2", deniedIdents: new Set(["1"]) })).toEqual([]);
  });

  it("sends unneeded subtype ids as null", () => {
    expect(payloadIds(TYPES, { typeID: 1, subTypeID: 21, detailSubTypeID: 211 })).toEqual({
      typeID: 1,
      subTypeID: null,
      detailSubTypeID: null,
    });
    expect(payloadIds(TYPES, { typeID: 2, subTypeID: 22, detailSubTypeID: 211 })).toEqual({
      typeID: 2,
      subTypeID: 22,
      detailSubTypeID: null,
    });
    expect(payloadIds(TYPES, { typeID: 2, subTypeID: 21, detailSubTypeID: 211 })).toEqual({
      typeID: 2,
      subTypeID: 21,
      detailSubTypeID: 211,
    });
  });

  it("capitalises type names", () => expect(typeLabel("протечка")).toBe("Протечка"));

  it("makes links clickable", () => {
    expect(linkify("Звоните 112. Сайт: https://example.org/avaria (круглосуточно).")).toEqual([
      { text: "Звоните 112. Сайт: " },
      { text: "https://example.org/avaria", href: "https://example.org/avaria" },
      { text: " (круглосуточно)." },
    ]);
    expect(linkify("без ссылок")).toEqual([{ text: "без ссылок" }]);
  });

  it("finds emergency works of the chosen account", () => {
    const works = [{ Idents: ["1"], DateStart: "a", DateEnd: "b", Description: "x" }];
    expect(emergencyWorksFor(works, "1")).toHaveLength(1);
    expect(emergencyWorksFor(works, "2")).toHaveLength(0);
    expect(emergencyWorksFor(works, null)).toHaveLength(0);
  });
});

describe("attachments (§5, §9)", () => {
  const file = (name: string, type: string, size = 100) => ({ name, type, size });
  it("accepts the listed types up to 10 MB", () => {
    for (const [n, t] of [
      ["a.pdf", "application/pdf"],
      ["a.JPG", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.xlsx", ""],
      ["a.doc", "application/msword"],
    ]) {
      expect(attachmentProblem(file(n!, t!))).toBeNull();
    }
    expect(attachmentProblem(file("a.pdf", "application/pdf", MAX_ATTACHMENT_BYTES))).toBeNull();
  });
  it("refuses other types, a mismatched type, more than 10 MB, empty files, no name", () => {
    expect(attachmentProblem(file("a.exe", "application/x-msdownload"))).toBe("file_type");
    expect(attachmentProblem(file("a.pdf", "application/x-msdownload"))).toBe("file_type");
    expect(attachmentProblem(file("a.pdf", "application/pdf", MAX_ATTACHMENT_BYTES + 1))).toBe("file_size");
    expect(attachmentProblem(file("a.pdf", "application/pdf", 0))).toBe("file_empty");
    expect(attachmentProblem(file("", "application/pdf"))).toBe("file_name_error");
  });
  it("refuses a name with a control character or a bidi override (issue 15), wherever it is", () => {
    const unsafe = [0x00, 0x01, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x9f, 0x202a, 0x202e, 0x2066, 0x2069];
    for (const code of unsafe) {
      const c = String.fromCodePoint(code);
      for (const name of [`a${c}b.pdf`, `${c}ab.pdf`, `ab.pdf${c}`, `ab${c}.pdf`]) {
        expect(attachmentProblem(file(name, "application/pdf")), JSON.stringify(name)).toBe("file_name_error");
      }
    }
    // Letters of any script, spaces and punctuation stay fine.
    for (const name of ["Акт приёмки № 5 (копия).pdf", "設計 図.png", "a\u00a0b.pdf", "l'été.docx"]) {
      expect(attachmentProblem(file(name, "")), name).toBeNull();
    }
  });
});

describe("rating (§5, §6 styleOfEvaluation)", () => {
  it("offers 1–5, or 1/3/5 for smiles; defaults to 5", () => {
    expect(markOptions(evaluationStyle("stars"))).toEqual([1, 2, 3, 4, 5]);
    expect(markOptions(evaluationStyle("star"))).toEqual([1, 2, 3, 4, 5]);
    expect(markOptions(evaluationStyle("smile"))).toEqual([1, 3, 5]);
    expect(evaluationStyle(undefined)).toBe("stars");
    expect(parseMark(undefined, "stars")).toBe(5);
    expect(parseMark("2", "smile")).toBeNull();
    expect(parseMark("3", "smile")).toBe(3);
    expect(parseMark("6", "stars")).toBeNull();
  });
});

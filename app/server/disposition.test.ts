import { describe, expect, it } from "vitest";
import {
  asciiFileName,
  attachmentDisposition,
  fileNameFromDisposition,
  MAX_NAME_LENGTH,
  safeName,
} from "./disposition";

describe("safeName", () => {
  it("keeps an ordinary name, Cyrillic included", () => {
    expect(safeName("Квитанция_1000001_05.2025.pdf")).toBe("Квитанция_1000001_05.2025.pdf");
    expect(safeName("bill 1.pdf")).toBe("bill 1.pdf");
  });

  it("keeps only the last path segment, whichever separator", () => {
    expect(safeName("../../etc/passwd")).toBe("passwd");
    expect(safeName("C:\\Users\\me\\check.pdf")).toBe("check.pdf");
    expect(safeName("dir/")).toBeNull();
  });

  it("drops control characters: CR, LF, NUL, and the C1 range", () => {
    expect(safeName("bill\r\nSet-Cookie: x=1.pdf")).toBe("billSet-Cookie_ x=1.pdf");
    expect(safeName("a\u0000b.pdf")).toBe("ab.pdf");
    expect(safeName("a\u0085b.pdf")).toBe("ab.pdf");
  });

  it("drops bidi controls that would disguise the extension", () => {
    expect(safeName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(safeName("a\u2066b\u2069.pdf")).toBe("ab.pdf");
  });

  it("replaces characters file systems refuse, quotes included", () => {
    expect(safeName('say "hi" <now>?.txt')).toBe("say _hi_ _now__.txt");
    expect(safeName("a|b*c:d.pdf")).toBe("a_b_c_d.pdf");
  });

  it("gives null for nothing usable: empty, blank, dots", () => {
    expect(safeName("")).toBeNull();
    expect(safeName("   ")).toBeNull();
    expect(safeName(".")).toBeNull();
    expect(safeName("..")).toBeNull();
    expect(safeName("\r\n")).toBeNull();
  });

  it("trims spaces and trailing dots (Windows drops them)", () => {
    expect(safeName("  check.pdf. ")).toBe("check.pdf");
    expect(safeName(".hidden")).toBe(".hidden");
  });

  it("shortens an over-long name and keeps its extension", () => {
    const long = safeName(`${"я".repeat(500)}.pdf`)!;
    expect([...long]).toHaveLength(MAX_NAME_LENGTH);
    expect(long.endsWith("я.pdf")).toBe(true);
    expect([...safeName("x".repeat(300))!]).toHaveLength(MAX_NAME_LENGTH);
  });

  it("composes decomposed letters (NFC), so the same name is always the same bytes", () => {
    expect(safeName("Счёт.pdf".normalize("NFD"))).toBe("Счёт.pdf");
  });
});

describe("fileNameFromDisposition (RFC 6266)", () => {
  it("prefers filename* (UTF-8, percent-encoded) over filename, in either order", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="check_12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`),
    ).toBe("Чек_12.pdf");
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf; filename="check_12.pdf"`),
    ).toBe("Чек_12.pdf");
  });

  it("reads RFC 6266's examples: token, quoted string, language tag, ISO-8859-1", () => {
    expect(fileNameFromDisposition(`Attachment; filename=example.html`)).toBe("example.html");
    expect(fileNameFromDisposition(`INLINE; FILENAME= "an example.html"`)).toBe("an example.html");
    expect(fileNameFromDisposition(`attachment; filename*= UTF-8''%e2%82%ac%20rates`)).toBe("€ rates");
    expect(fileNameFromDisposition(`attachment; filename="EURO rates"; filename*=utf-8''%e2%82%ac%20rates`)).toBe(
      "€ rates",
    );
    expect(fileNameFromDisposition(`attachment; filename*=iso-8859-1'en'%A3%20rates`)).toBe("£ rates");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8'ru'%D0%A1%D1%87%D1%91%D1%82.pdf`)).toBe("Счёт.pdf");
  });

  it("unescapes quoted strings and keeps a ; inside quotes", () => {
    expect(fileNameFromDisposition(`attachment; filename="say \\"hi\\".pdf"`)).toBe("say _hi_.pdf");
    expect(fileNameFromDisposition(`attachment; filename="a;b.pdf"; size=10`)).toBe("a;b.pdf");
  });

  it("falls back to filename when filename* is broken or in an unknown charset", () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%D0%A; filename="bill.pdf"`)).toBe("bill.pdf");
    expect(fileNameFromDisposition(`attachment; filename*=koi8-r''%F3%DE%C5%D4; filename="bill.pdf"`)).toBe("bill.pdf");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..; filename="bill.pdf"`)).toBe("bill.pdf");
  });

  it("decodes raw UTF-8 that a provider put into filename= (read as one byte per character)", () => {
    const asBytes = String.fromCharCode(...new TextEncoder().encode("Чек.pdf"));
    expect(fileNameFromDisposition(`attachment; filename="${asBytes}"`)).toBe("Чек.pdf");
    expect(fileNameFromDisposition(`attachment; filename="caf\u00e9.pdf"`)).toBe("café.pdf");
  });

  it("does not decode percent signs in a plain filename", () => {
    expect(fileNameFromDisposition(`attachment; filename="100%25.pdf"`)).toBe("100%25.pdf");
  });

  it("makes the name safe: paths, CR/LF, NUL from either parameter", () => {
    expect(fileNameFromDisposition(`attachment; filename="../../etc/passwd"`)).toBe("passwd");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fboot.ini`)).toBe("boot.ini");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''a%0D%0Ab%00.pdf`)).toBe("ab.pdf");
  });

  it("gives null when missing or unusable, so the caller uses its default", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename=".."`)).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename=""`)).toBeNull();
  });
});

describe("asciiFileName", () => {
  it("keeps the provider's printable ASCII name", () => {
    expect(asciiFileName(`attachment; filename="check_12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`)).toBe(
      "check_12.pdf",
    );
  });

  it("refuses one that is not plain ASCII or that browsers might decode; makes quotes safe", () => {
    expect(asciiFileName(`attachment; filename="Чек.pdf"`)).toBeNull();
    expect(asciiFileName(`attachment; filename="a\\"b.pdf"`)).toBe("a_b.pdf");
    expect(asciiFileName(`attachment; filename="100%.pdf"`)).toBeNull();
    expect(asciiFileName(null)).toBeNull();
  });
});

describe("attachmentDisposition", () => {
  it("writes an ASCII fallback and the UTF-8 name", () => {
    expect(attachmentDisposition("Чек_12.pdf")).toBe(
      `attachment; filename="____12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`,
    );
  });

  it("uses the provider's ASCII name as the fallback when it is safe", () => {
    expect(attachmentDisposition("Чек_12.pdf", "check_12.pdf")).toBe(
      `attachment; filename="check_12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`,
    );
    expect(attachmentDisposition("Чек.pdf", 'a"b.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA.pdf`,
    );
  });

  it("encodes what RFC 8187 does not allow literally: ' ( ) * and spaces", () => {
    expect(attachmentDisposition("it's (1) *.pdf")).toBe(
      `attachment; filename="it's (1) _.pdf"; filename*=UTF-8''it%27s%20%281%29%20_.pdf`,
    );
  });

  it("never lets a header break out: CR/LF, quotes, backslashes, percent", () => {
    const header = attachmentDisposition('a\r\n"b\\c%d.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="c_d.pdf"; filename*=UTF-8''c%25d.pdf`);
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
  });

  it("names an unusable name 'download'", () => {
    expect(attachmentDisposition("..")).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});

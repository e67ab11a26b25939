import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentHeader, fileNameFromDisposition } from "./files";

describe("download file names (§5)", () => {
  it("prefers filename* (UTF-8) over filename", () => {
    expect(fileNameFromDisposition(`attachment; filename="check_12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`)).toBe("Чек_12.pdf");
  });

  it("reads a plain filename, quoted or not", () => {
    expect(fileNameFromDisposition(`attachment; filename="bill 1.pdf"`)).toBe("bill 1.pdf");
    expect(fileNameFromDisposition(`attachment; filename=bill.pdf`)).toBe("bill.pdf");
  });

  it("gives null when missing or unusable, so the caller uses its default", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename=".."`)).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename="../../etc/passwd"`)).toBe("....etcpasswd");
  });

  it("writes an ASCII fallback and the UTF-8 name", () => {
    expect(attachmentHeader("Чек_12.pdf")).toBe(`attachment; filename="____12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`);
  });

  it("keeps the provider's ASCII fallback name", () => {
    const header = `attachment; filename="check_12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`;
    expect(asciiFileName(header)).toBe("check_12.pdf");
    expect(asciiFileName(`attachment; filename="Чек.pdf"`)).toBeNull();
    expect(attachmentHeader("Чек_12.pdf", asciiFileName(header))).toBe(`attachment; filename="check_12.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA_12.pdf`);
  });
});

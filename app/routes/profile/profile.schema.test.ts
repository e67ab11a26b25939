import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { profileSchema } from "./profile.schema";

const parse = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return parseWithZod(data, { schema: profileSchema });
};

describe("profileSchema", () => {
  it("gives trimmed texts, no e-mail as null, the boxes as booleans", () => {
    const s = parse({ intent: "save", fio: "  Иванов Иван ", email: "", dontShowRetiredDevices: "on" });
    expect(s.status === "success" && s.value).toEqual({
      fio: "Иванов Иван",
      email: null,
      onlyElectronicBills: false,
      dontSavePassword: false,
      dontShowRetiredDevices: true,
    });
  });

  it("reports the fio and the e-mail at once, the e-mail's message on the e-mail for electronic bills", () => {
    expect(parse({ fio: " ", onlyElectronicBills: "on" }).reply().error).toEqual({
      fio: ["forms.field_required"],
      email: ["profile.fill_email"],
    });
    expect(parse({ fio: "Иванов", email: "x@y" }).reply().error).toEqual({ email: ["forms.wrong_format"] });
  });
});

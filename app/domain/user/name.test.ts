import { expect, it } from "vitest";
import { shortName } from "./name";

it("shows the surname and the first initial", () => {
  expect(shortName("Иванов Иван Иванович")).toBe("Иванов И.");
  expect(shortName("  Петрова   анна ")).toBe("Петрова А.");
  expect(shortName("Сидоров")).toBe("Сидоров");
  expect(shortName("")).toBe("");
});

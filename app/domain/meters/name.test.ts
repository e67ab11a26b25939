import { describe, expect, it } from "vitest";
import { meterLabel, meterTitle } from "./name";

const meter = (
  ID: number,
  CustomName: string | null,
  Resource: string,
  FactoryNumber: string,
  Name = `Счётчик ${ID}`,
) => ({ ID, CustomName, Resource, FactoryNumber, Name });

// The demo account's meters: two "Кухня" (cold and hot water), one "Ванная" of cold water, no-name ones.
const demo = [
  meter(1, "Кухня", "Холодная вода", "21-104587"),
  meter(2, "Кухня", "Горячая вода", "17-352210"),
  meter(3, null, "Электроэнергия", "43918275", "Меркурий 201.8 (двухтарифный)"),
  meter(4, "Ванная", "Холодная вода", "RM-5512093"),
  meter(5, null, "Газ", "G4-2015-88314", "Газовый счётчик BK-G4"),
];

describe("meterLabel: a meter named so that no other meter answers to it", () => {
  it("adds the resource to the custom name", () => {
    expect(meterLabel(demo[0]!, demo)).toBe("Кухня (Холодная вода)");
    expect(meterLabel(demo[1]!, demo)).toBe("Кухня (Горячая вода)");
    expect(meterLabel(demo[3]!, demo)).toBe("Ванная (Холодная вода)");
    expect(meterLabel(demo[2]!, demo)).toBe("Меркурий 201.8 (двухтарифный) (Электроэнергия)");
  });

  it("adds the factory number when name and resource are still shared", () => {
    const two = [
      meter(1, "Кухня", "Холодная вода", "A-1"),
      meter(2, " кухня ", "холодная вода", "B-2"),
      meter(3, "Кухня", "Горячая вода", "C-3"),
    ];
    expect(meterLabel(two[0]!, two)).toBe("Кухня (Холодная вода, № A-1)");
    expect(meterLabel(two[1]!, two)).toBe("кухня (холодная вода, № B-2)");
    expect(meterLabel(two[2]!, two)).toBe("Кухня (Горячая вода)");
  });

  it("tells every meter of a list apart (the class: each label is unique)", () => {
    const many = [
      ...demo,
      meter(6, "Кухня", "Холодная вода", "X-6"),
      meter(7, "Кухня", "Горячая вода", "X-7"),
      meter(8, null, "Газ", "G-8", "Газовый счётчик BK-G4"),
      meter(9, "Газ", "Газ", "G-9"),
    ];
    const labels = many.map((m) => meterLabel(m, many));
    expect(new Set(labels).size).toBe(many.length);
  });

  it("does not repeat a resource the name already says, nor add an empty one", () => {
    expect(meterLabel(meter(1, "Холодная вода", "Холодная вода", "1"), [])).toBe("Холодная вода");
    expect(meterLabel(meter(1, "Кухня", "", "1"), [])).toBe("Кухня");
  });

  it("takes the provider's name when the resident gave none", () => {
    expect(meterTitle({ CustomName: "  ", Name: "ВСХ-15" })).toBe("ВСХ-15");
    expect(meterTitle({ CustomName: "Кухня", Name: "ВСХ-15" })).toBe("Кухня");
  });
});

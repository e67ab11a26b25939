import { describe, expect, it } from "vitest";
import { RESOURCE_KINDS, resourceKind } from "./resource";

describe("resourceKind: one icon per resource of §9", () => {
  it.each([
    ["Холодная вода", "coldWater"],
    ["ХВС", null],
    ["Горячая вода", "hotWater"],
    ["ГВС", "hotWater"],
    ["Теплоноситель ГВС", "hotWater"],
    ["Газ", "gas"],
    ["Газоснабжение", "gas"],
    ["Газ в баллонах", "bottledGas"],
    ["Сжиженный газ", "bottledGas"],
    ["Электроэнергия", "electricity"],
    ["Электроснабжение", "electricity"],
    ["Твёрдое топливо", "solidFuel"],
    ["Твердое топливо (уголь)", "solidFuel"],
    ["Дрова", "solidFuel"],
    ["Водоотведение", "wastewater"],
    ["Сточные воды", "wastewater"],
    ["Тепловая энергия", "heat"],
    ["Отопление", "heat"],
    ["Cold water", "coldWater"],
    ["Hot water", "hotWater"],
    ["Gas", "gas"],
    ["Bottled gas", "bottledGas"],
    ["Electricity", "electricity"],
    ["Solid fuel", "solidFuel"],
    ["Wastewater", "wastewater"],
    ["Heating", "heat"],
  ])("%s → %s", (name, kind) => {
    expect(resourceKind(name)).toBe(kind);
  });

  it("gives anything else no icon", () => {
    for (const other of ["Домофон", "Вывоз мусора", "Water", "", "   "]) expect(resourceKind(other)).toBeNull();
    expect(resourceKind(null)).toBeNull();
    expect(resourceKind(undefined)).toBeNull();
  });

  it("covers all eight resources of §9", () => {
    const found = new Set(
      [
        "Холодная вода",
        "Горячая вода",
        "Газ",
        "Газ в баллонах",
        "Электроэнергия",
        "Твёрдое топливо",
        "Водоотведение",
        "Тепловая энергия",
      ].map(resourceKind),
    );
    expect([...found].sort()).toEqual([...RESOURCE_KINDS].sort());
  });
});

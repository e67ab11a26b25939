import { expect, it } from "vitest";
import en from "./locales/en";
import ru from "./locales/ru";
import { COMMON_NAMESPACES, NAMESPACES, namespacesOf } from "./namespaces";

function leaves(obj: object, prefix = ""): Array<[string, unknown]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

it("has the same keys in Russian and English, none empty", () => {
  const ruLeaves = leaves(ru);
  const enLeaves = leaves(en);
  expect(enLeaves.map(([k]) => k).sort()).toEqual(ruLeaves.map(([k]) => k).sort());
  for (const [key, value] of [...ruLeaves, ...enLeaves])
    expect(typeof value === "string" && value.trim() !== "", key).toBe(true);
});

it("keeps interpolation placeholders the same in both languages", () => {
  const enMap = new Map(leaves(en));
  for (const [key, value] of leaves(ru)) {
    const names = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(names(enMap.get(key)), key).toEqual(names(value));
  }
});

it("lists every locale module as a namespace, and only those", () => {
  expect([...NAMESPACES].sort()).toEqual(Object.keys(ru).sort());
  expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  for (const ns of COMMON_NAMESPACES) expect(NAMESPACES).toContain(ns);
});

it("reads the namespace from the first segment of a key", () => {
  expect(
    namespacesOf(["login.title", "registration.code.wrong", "login.submit", undefined, "nope.key", "plain"]),
  ).toEqual(["login", "registration"]);
});

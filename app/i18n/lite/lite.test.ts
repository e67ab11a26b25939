import i18nextReal from "i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en";
import ru from "../locales/ru";
import { I18N_OPTIONS, NAMESPACES } from "../namespaces";
import { LiteI18n } from "./i18next";

// The browser's stand-in must say exactly what the server's i18next says (the page is rendered by one and
// hydrated by the other): every text of every namespace in both languages, with each of its placeholders
// given, left out, or given as undefined/null; from the text's own namespace and from another; missing keys.

const RESOURCES = { ru, en } as unknown as Record<string, Record<string, object>>;

function leaves(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

async function both(lng: "ru" | "en") {
  const real = i18nextReal.createInstance();
  await real.init({ ...I18N_OPTIONS, lng, ns: [...NAMESPACES], resources: { [lng]: RESOURCES[lng]! } });
  const lite = new LiteI18n();
  lite.use({
    type: "backend",
    init() {},
    read: (l: string, ns: string, cb: (e: null, d: object) => void) => cb(null, RESOURCES[l]![ns]!),
  } as never);
  await lite.init({ ...I18N_OPTIONS, lng, ns: [...NAMESPACES] });
  return { real, lite };
}

describe.each(["ru", "en"] as const)("the browser's i18next in %s", (lng) => {
  it("says every text as i18next does, with and without its values", async () => {
    const { real, lite } = await both(lng);
    let compared = 0;
    for (const ns of NAMESPACES) {
      for (const path of leaves(RESOURCES[lng]![ns]!)) {
        const key = `${ns}.${path}`;
        const text = String(
          path.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], RESOURCES[lng]![ns]),
        );
        const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
        const variants: Array<Record<string, unknown> | undefined> = [
          undefined,
          Object.fromEntries(names.map((n, i) => [n, i % 2 ? 42 : `v<${n}>`])),
          Object.fromEntries(names.map((n, i) => [n, i % 2 ? null : undefined])),
          Object.fromEntries(names.slice(1).map((n) => [n, "x"])),
        ];
        for (const fixed of [ns, "app", "forms"]) {
          for (const params of variants) {
            expect(
              lite.getFixedT(null, fixed)(key, params),
              `${key} from ${fixed} with ${JSON.stringify(params)}`,
            ).toBe(real.getFixedT(lng, fixed)(key, params));
            compared++;
          }
        }
        // The key without its namespace, from that namespace (useTranslation("meters") then t("history")).
        expect(lite.getFixedT(null, ns)(path), path).toBe(real.getFixedT(lng, ns)(path));
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("answers missing keys as i18next does", async () => {
    const { real, lite } = await both(lng);
    for (const key of [
      "meters.no_such_key",
      "nons.key",
      "plain",
      "",
      "app",
      "forms.too_long.more",
      "app.name.deeper",
    ]) {
      for (const fixed of ["app", "meters"])
        expect(lite.getFixedT(null, fixed)(key), `${key} from ${fixed}`).toBe(real.getFixedT(lng, fixed)(key));
    }
  });
});

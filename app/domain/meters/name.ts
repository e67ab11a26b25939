import type { Meter } from "./meter";

// How a confirmation or a notice names a meter (§8 Delete reading, Meter verification, readings submitted):
// residents give several meters the same custom name ("Кухня" for cold and hot water), so the name alone can
// point at the wrong one. The resource is always added, and the factory number when that is still not enough.

type Named = Pick<Meter, "ID" | "Name" | "CustomName" | "Resource" | "FactoryNumber">;

/** The meter's own name: the resident's custom name, else the provider's. */
export function meterTitle(m: Pick<Meter, "Name" | "CustomName">): string {
  return m.CustomName?.trim() || m.Name.trim();
}

const same = (a: string, b: string) => a.localeCompare(b, "ru", { sensitivity: "base" }) === 0;

/**
 * "Кухня (Холодная вода)"; "Кухня (Холодная вода, № 21-104587)" when another of `meters` has the same name and
 * resource. A resource the name already says is not repeated.
 */
export function meterLabel(m: Named, meters: readonly Named[]): string {
  const title = meterTitle(m);
  const resource = m.Resource?.trim() ?? "";
  const twins = meters.filter(
    (o) => o.ID !== m.ID && same(meterTitle(o), title) && same(o.Resource?.trim() ?? "", resource),
  );
  const serial = twins.length > 0 ? m.FactoryNumber?.trim() : "";
  const parts = [
    resource && !title.toLocaleLowerCase("ru").includes(resource.toLocaleLowerCase("ru")) ? resource : "",
    serial ? `№ ${serial}` : "",
  ].filter(Boolean);
  return parts.length ? `${title} (${parts.join(", ")})` : title;
}

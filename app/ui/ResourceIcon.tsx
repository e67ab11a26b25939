import { resourceIcon } from "styled-system/recipes";
import type { ResourceKind } from "~/domain/meters/resource";
// A file of its own (hashed, same origin as CSP's default-src asks), not inlined: `<use>` takes no data: URL.
import sprite from "./resource-icons.svg?no-inline";

// One drawn icon per resource of §9 (24-unit grid, the resource's colour as currentColor), drawn in the sprite
// file so the page's JS carries none of the paths; the page refers to it by the kind, with or without JS.
// Decorative: the resource is always named in text beside it.

/** The resource's icon, or nothing for a resource §9 gives none. */
export function ResourceIcon({ kind }: { kind: ResourceKind | null }) {
  if (!kind) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-resource={kind}
      className={resourceIcon({ resource: kind })}
    >
      <use href={`${sprite}#${kind}`} />
    </svg>
  );
}

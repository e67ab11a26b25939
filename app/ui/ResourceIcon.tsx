import type { ReactNode } from "react";
import { resourceIcon } from "styled-system/recipes";
import type { ResourceKind } from "~/domain/meters/resource";

// One drawn icon per resource of §9 (24-unit grid, the resource's colour as currentColor). Decorative: the
// resource is always named in text beside it.
const ICONS: Record<ResourceKind, ReactNode> = {
  coldWater: <path d="M12 2.5S5.5 9.8 5.5 14.2a6.5 6.5 0 0 0 13 0C18.5 9.8 12 2.5 12 2.5Z" fill="currentColor" />,
  hotWater: (
    <>
      <path d="M12 9s-4.8 5.2-4.8 8.4a4.8 4.8 0 0 0 9.6 0C16.8 14.2 12 9 12 9Z" fill="currentColor" />
      <path d="M7.5 2.5c1 1-1 2 0 3.5M12 1.5c1 1-1 2 0 3.5M16.5 2.5c1 1-1 2 0 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  gas: <path d="M12 1.8c.6 3.8 5.6 6.2 5.6 12a5.6 5.6 0 0 1-11.2 0c0-3 1.8-4.6 2.3-7.2 1.3 1 2 2.4 2 4 1.4-2.3 1.8-5.5 1.3-8.8Z" fill="currentColor" />,
  bottledGas: (
    <>
      <path d="M6.5 9.5a5.5 5.5 0 0 1 11 0v10.7a1.3 1.3 0 0 1-1.3 1.3H7.8a1.3 1.3 0 0 1-1.3-1.3Z" fill="currentColor" />
      <path d="M10 2.5h4M12 2.5V4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  electricity: <path d="M13.5 1.5 4.5 13.5h6.5l-1.5 9 9-12h-6.5l1.5-9Z" fill="currentColor" />,
  solidFuel: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="7" cy="17" r="4" />
      <circle cx="17" cy="17" r="4" />
      <circle cx="12" cy="8.5" r="4" />
    </g>
  ),
  wastewater: (
    <>
      <path d="M2.5 5.5H12a4.5 4.5 0 0 1 4.5 4.5v2" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16.5 15s-2.6 3-2.6 4.6a2.6 2.6 0 0 0 5.2 0c0-1.6-2.6-4.6-2.6-4.6Z" fill="currentColor" />
    </>
  ),
  heat: <path d="M5 5.5v13M9.7 5.5v13M14.3 5.5v13M19 5.5v13M3 9h18M3 15.5h18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
};

/** The resource's icon, or nothing for a resource §9 gives none. */
export function ResourceIcon({ kind }: { kind: ResourceKind | null }) {
  if (!kind) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-resource={kind} className={resourceIcon({ resource: kind })}>
      {ICONS[kind]}
    </svg>
  );
}

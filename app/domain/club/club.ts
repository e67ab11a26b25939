// §6, §9: house 1361 in the resident's accounts opens the privilege club (its page and its Home block).
export const PRIVILEGE_CLUB_HOUSE_ID = 1361;

export function isClubMember(accounts: ReadonlyArray<{ houseId?: number | null }>): boolean {
  return accounts.some((a) => a.houseId === PRIVILEGE_CLUB_HOUSE_ID);
}

/** The club's four sections (§2.3), in the spec's order; the provider's own sections come in its order. */
export const CLUB_SECTIONS = ["kitchens", "furniture", "finishing_work", "repair_products"] as const;
export type ClubSection = (typeof CLUB_SECTIONS)[number];
export const isKnownSection = (code: string): code is ClubSection =>
  (CLUB_SECTIONS as readonly string[]).includes(code);

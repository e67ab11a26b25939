import type { SeedContext } from "../seed";

/** Demo data of this area (see the contract issue); returns statements run after the core seed. */
export async function seedRequests(_ctx: SeedContext): Promise<D1PreparedStatement[]> {
  return [];
}

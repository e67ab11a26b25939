import type { UserAccount } from "../types";

// Spec §5: the meters address filter leaves out accounts with HideOnMetersPage, merges duplicate addresses
// and sorts by Ident.

export interface MeterAddress {
  /** The first Ident of the address: the filter's value. */
  key: string;
  address: string;
  idents: string[];
}

type Account = Pick<UserAccount, "Ident" | "Address"> & { HideOnMetersPage?: boolean };

export function meterAddresses(accounts: Account[]): MeterAddress[] {
  const sorted = accounts
    .filter((a) => !a.HideOnMetersPage)
    .sort((a, b) => a.Ident.localeCompare(b.Ident, "ru", { numeric: true }));
  const byAddress = new Map<string, MeterAddress>();
  for (const a of sorted) {
    const name = a.Address.trim();
    const found = byAddress.get(name.toLowerCase());
    if (found) found.idents.push(a.Ident);
    else byAddress.set(name.toLowerCase(), { key: a.Ident, address: name, idents: [a.Ident] });
  }
  return [...byAddress.values()];
}

/** The idents the filter shows: one address by its key, or all of them (select-all, or an unknown key). */
export function selectedIdents(addresses: MeterAddress[], key: string | null): Set<string> {
  const chosen = addresses.find((a) => a.key === key);
  return new Set((chosen ? [chosen] : addresses).flatMap((a) => a.idents));
}

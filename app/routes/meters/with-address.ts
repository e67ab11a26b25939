import { href } from "react-router";

/** A meters confirm page's URL with the page's address filter kept (the page and its dialog link alike). */
export const withAddress = (path: string, address: string | null) =>
  address ? `${path}?${new URLSearchParams({ address })}` : path;

/** Back to the meter on the meters page, its panel open, the address filter kept. */
export function meterPath(id: number, address?: string | null): string {
  const q = new URLSearchParams();
  if (address) q.set("address", address);
  q.set("open", String(id));
  return `${href("/meters")}?${q}#meter-${id}`;
}

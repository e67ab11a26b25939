import type { CartGood } from "~/domain/shop/cart";
import type { Notice } from "~/session/notice";

// §4 Cart: the shop's sort by price toggles ascending/descending; without a choice, the shop's own order.
export type Sort = "asc" | "desc" | null;

export const sortOf = (raw: string | null): Sort => (raw === "asc" || raw === "desc" ? raw : null);

export function sortGoods(goods: CartGood[], sort: Sort): CartGood[] {
  if (!sort) return goods;
  const sign = sort === "asc" ? 1 : -1;
  return [...goods].sort((a, b) => sign * (a.price - b.price));
}

/**
 * With JS a quantity goes through a fetcher: when the post itself fails (the connection drops, the server
 * answers 5xx), the answer is a refusal like the server's own, so the quantity rolls back with a message
 * instead of the page turning into an error page. Redirects (a session that ended) pass through.
 */
export async function clientQuantityAction({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) throw thrown;
    const notices: Notice[] = [{ kind: "error", key: "shop.cart_not_updated" }];
    return { ok: false as const, good: null, notices };
  }
}

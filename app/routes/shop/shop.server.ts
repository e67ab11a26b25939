// Shop, cart and confirmation (§2.1, §2.3, §4 Cart, §5 Cart): the service and its goods from one round trip
// (the event block and /Shops/Goods together), the resident's cart from the session (decision 0020).
import { data } from "react-router";
import { apiContext, currentUser, sessionContext, type Context } from "~/server/context.server";
import { call, type ApiFailure } from "~/api/errors";
import type { Schemas } from "~/domain/types";
import { kopecks, type CartGood } from "~/domain/shop/cart";
import { quantitiesOf } from "~/domain/shop/carts";
import type { ShopRef } from "./ref";

const goodOf = (g: Schemas["Good"]): CartGood => ({
  id: g.ID,
  name: g.Name,
  price: kopecks(g.Price),
  rest: g.Rest,
  weight: g.Weight,
  units: g.Units,
});

export interface Shop {
  ref: ShopRef;
  service: { id: number; name: string; requestType: number | null };
  gorserv: boolean;
  goods: CartGood[];
  /** This shop's cart as the session keeps it. */
  quantities: Record<string, number>;
}

/** A provider's 404 (a shop not among the resident's houses) is the page's 404; any other failure is thrown on. */
function thrownFor(failure: ApiFailure): never {
  if (failure.status === 404 || failure.status === 403) throw data(null, { status: 404 });
  throw data({ failure }, { status: 502 });
}

/** The service (it must own the shop of the address) and the shop's goods, asked for together. */
export async function loadShop(context: Context, ref: ShopRef): Promise<Shop> {
  const api = context.get(apiContext);
  const [events, goods] = await Promise.all([
    call(() => api.GET("/Common/EventBlockData", { params: { query: { htmlAsPlaintText: true } } })),
    call(() => api.GET("/Shops/Goods", { params: { query: { shopId: ref.shopId } } })),
  ]);
  if (!events.ok) thrownFor(events.failure);
  if (!goods.ok) thrownFor(goods.failure);
  const service = events.data.AdditionalServices.find((s) => s.ID === ref.serviceId);
  if (!service || service.ShopID !== ref.shopId || service.ShopType !== ref.type) throw data(null, { status: 404 });
  return {
    ref,
    service: { id: service.ID, name: service.Name, requestType: service.id_RequestType ?? ref.requestType },
    gorserv: service.ExternalSystem?.trim().toLowerCase() === "gorserv",
    goods: goods.data.map(goodOf),
    quantities: quantitiesOf(context.get(sessionContext).carts, ref.shopId),
  };
}

/** The resident's accounts for the order's select: each Ident once, with its address (§2.3 Cart). */
export async function accountChoices(context: Context): Promise<{ ident: string; address: string }[]> {
  const user = await currentUser(context);
  const seen = new Map<string, string>();
  for (const a of user.accounts) if (!seen.has(a.Ident)) seen.set(a.Ident, a.Address);
  return [...seen].map(([ident, address]) => ({ ident, address }));
}

// One good's quantity changed (§4 Cart, §5 Cart): by −, by + or by typing. The same post serves both modes:
// without JS it answers with a redirect back to the good (the page re-renders at its anchor, and a reload does
// not post again); through a fetcher (the form then carries `via=fetcher`) it answers the outcome as data.
import { redirect } from "react-router";
import { apiContext, sessionContext, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { steppedQuantity, typedQuantity } from "~/domain/shop/cart";
import { decodeQuantities, quantitiesOf, withQuantity, withShop, type Carts } from "~/domain/shop/carts";
import { noticeFromFailure, type Notice } from "~/session/notice";
import type { ShopRef } from "./ref";

export type QuantityOutcome =
  { ok: true; good: number; quantity: number } | { ok: false; good: number | null; notices: Notice[] };

/** Where a no-JS post returns: the page it came from, at the good's anchor. */
function back(request: Request, good: number | null): Response {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}${good === null ? "" : `#good-${good}`}`);
}

export async function changeQuantity(
  context: Context,
  request: Request,
  ref: ShopRef,
  formData: FormData,
): Promise<QuantityOutcome | Response> {
  const viaFetcher = formData.get("via") === "fetcher";
  const rawGood = String(formData.get("good") ?? "");
  const good = /^\d{1,9}$/.test(rawGood) ? Number(rawGood) : null;
  const outcome = await quantityOutcome(context, ref, good, formData);
  if (viaFetcher) return outcome;
  if (!outcome.ok) for (const n of outcome.notices) context.get(sessionContext).flash(n);
  return back(request, good);
}

async function quantityOutcome(
  context: Context,
  ref: ShopRef,
  good: number | null,
  formData: FormData,
): Promise<QuantityOutcome> {
  const notFound: QuantityOutcome = { ok: false, good, notices: [{ kind: "error", key: "shop.good_not_found" }] };
  if (good === null) return notFound;
  // The good's Rest as the shop says now: the cap is the server's, whatever the page showed.
  const goods = await call(() =>
    context.get(apiContext).GET("/Shops/Goods", { params: { query: { shopId: ref.shopId } } }),
  );
  if (!goods.ok)
    return {
      ok: false,
      good,
      notices: [{ kind: "error", key: "shop.cart_not_updated" }, noticeFromFailure(goods.failure)],
    };
  const found = goods.data.find((g) => g.ID === good);
  if (!found) return notFound;
  const typed = typedQuantity(String(formData.get("quantity") ?? ""), found.Rest);
  const step = formData.get("step");
  const quantity = step === "1" || step === "-1" ? steppedQuantity(typed, Number(step), found.Rest) : typed;
  const session = context.get(sessionContext);
  // A script posts the whole cart it shows with each change (decision 0020): changes made quickly one after
  // another each carry the ones before, so the last answer's cookie holds them all. Checked like a typed value.
  const snapshot = decodeQuantities(formData.get("cart")?.toString());
  let carts: Carts;
  if (snapshot) {
    const own: Record<string, number> = {};
    for (const g of goods.data) {
      const n = typedQuantity(String(snapshot[String(g.ID)] ?? 0), g.Rest);
      if (n > 0) own[String(g.ID)] = n;
    }
    own[String(good)] = quantity;
    carts = withShop(session.carts, ref.shopId, own);
  } else {
    const next = withQuantity(session.carts, ref.shopId, good, quantity);
    if (next.refused) return { ok: false, good, notices: [{ kind: "error", key: "shop.cart_full" }] };
    carts = next.carts;
  }
  session.setCarts(carts);
  return { ok: true, good, quantity: quantitiesOf(carts, ref.shopId)[String(good)] ?? 0 };
}

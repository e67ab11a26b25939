// The order (§2.1 /requestconfirmation/, §3 Shop order payload, §4 Cart): what will be ordered, shown from the
// cart as the session keeps it; confirming creates the request with the shop order body (the provider adds
// the message listing the order), empties that shop's cart and opens the request.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { apiContext, sessionContext, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { cartOf, type Cart } from "~/domain/shop/cart";
import { withoutShop } from "~/domain/shop/carts";
import { noticeFromFailure, type Notice } from "~/session/notice";
import type { Reply } from "~/ui/form";
import { orderSchema } from "./order.schema";
import { refFromQuery } from "./ref";
import { accountChoices, loadShop, type Shop } from "./shop.server";

export interface Confirmation extends Shop {
  cart: Cart;
  account: { ident: string; address: string } | null;
  /** The order's request type's subtypes, when it has them (the provider then needs one). */
  subtypes: { id: number; name: string }[];
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Everything the page and its post need, from one round trip: service, goods, accounts, request types. */
export async function confirmation(context: Context, url: URL): Promise<Confirmation> {
  const ref = refFromQuery(url);
  const ident = url.searchParams.get("ident") ?? "";
  const [shop, accounts, types] = await Promise.all([
    loadShop(context, ref),
    accountChoices(context),
    call(() => context.get(apiContext).GET("/Requests/RequestTypes")),
  ]);
  if (!types.ok) throw data({ failure: types.failure }, { status: 502 });
  const type = types.data.Data.find((t) => t.ID === shop.service.requestType);
  return {
    ...shop,
    cart: cartOf(shop.goods, shop.quantities, { gorserv: shop.gorserv }),
    account: accounts.find((a) => a.ident === ident) ?? null,
    subtypes: type?.HasSubTypes ? type.SubTypes.map((s) => ({ id: s.ID, name: capitalised(s.Name) })) : [],
  };
}

export type OrderOutcome =
  { ok: true; id: number } | { ok: false; status: 400 | 502; result: Reply; notices: Notice[] };

/** The rule's context for this order: the cart's cost, the confirmed account, the request type's subtypes. */
export const orderContext = (order: Confirmation) => ({
  total: order.cart.total,
  idents: order.account ? [order.account.ident] : [],
  subtypes: order.subtypes.map((s) => s.id),
});

export async function placeOrder(context: Context, order: Confirmation, formData: FormData): Promise<OrderOutcome> {
  const submission = parseWithZod(formData, { schema: orderSchema(orderContext(order)) });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply(), notices: [] };
  const { ident, subTypeId } = submission.value;
  const refuse = (notices: Notice[], status: 400 | 502) => ({
    ok: false as const,
    status,
    result: submission.reply(),
    notices,
  });
  if (order.service.requestType === null) return refuse([{ kind: "error", key: "shop.cannot_order_service" }], 400);
  const body = {
    AdditionalServiceId: order.service.id,
    Ident: ident,
    TypeID: order.service.requestType,
    ShopId: order.ref.shopId,
    // Shop prices are fixed: the order is a paid request, payable through the request's pay flow.
    IsPaid: true,
    SubTypeID: subTypeId,
    PaidSum: order.cart.total / 100,
    Text: null,
    PaidServiceText: order.service.name,
    ReceiptItems: order.cart.lines.map((l, i) => ({
      ID: i + 1,
      GoodID: l.good.id,
      Name: l.good.name,
      Price: l.good.price / 100,
      Quantity: l.quantity,
      Amount: l.amount / 100,
      BonusAmount: 0,
    })),
  };
  const created = await call(() => context.get(apiContext).POST("/Requests/New", { body }));
  const failed: Notice = { kind: "error", key: "shop.error_while_creating_order" };
  if (!created.ok) return refuse([failed, noticeFromFailure(created.failure)], 502);
  if (!("id" in created.data) || !created.data.id) return refuse([failed], 502);
  return { ok: true, id: created.data.id };
}

/** After an order: that shop's cart is emptied (also by a replayed double submit, whose cookie still had it). */
export function emptyCart(context: Context, shopId: number): void {
  const session = context.get(sessionContext);
  session.setCarts(withoutShop(session.carts, shopId));
}

// The order (§2.1 /requestconfirmation/, §3 Shop order payload, §4 Cart): what will be ordered, shown from the
// cart as the session keeps it; confirming creates the request with the shop order body (the provider adds
// the message listing the order), empties that shop's cart and opens the request.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { apiContext, sessionContext, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { cartOf, type Cart } from "~/domain/shop/cart";
import { withoutShop } from "~/domain/shop/carts";
import { noticeFromFailure, type Notice } from "~/session/notice";
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
  { ok: true; id: number } | { ok: false; result: SubmissionResult<string[]>; notices: Notice[] };

export async function placeOrder(context: Context, order: Confirmation, formData: FormData): Promise<OrderOutcome> {
  const submission = parseWithZod(formData, { schema: orderSchema(order.subtypes.length > 0) });
  if (submission.status !== "success") return { ok: false, result: submission.reply(), notices: [] };
  const { ident, subtype } = submission.value;
  const refuse = (notices: Notice[], field?: string, key?: string) => ({
    ok: false as const,
    result: submission.reply(field && key ? { fieldErrors: { [field]: [key] } } : {}),
    notices,
  });
  if (!order.account || order.account.ident !== ident)
    return refuse([], "ident", "shop.please_select_personal_account");
  const subTypeId = subtype ? Number(subtype) : null;
  if (order.subtypes.length && !order.subtypes.some((s) => s.id === subTypeId))
    return refuse([], "subtype", "shop.choose_subtype");
  // §5: the order button is disabled while the cart costs nothing; a post of an empty cart is refused alike.
  if (order.cart.total === 0 || order.service.requestType === null)
    return refuse([{ kind: "error", key: "shop.order_needs_goods" }]);
  const body = {
    AdditionalServiceId: order.service.id,
    Ident: ident,
    TypeID: order.service.requestType,
    ShopId: order.ref.shopId,
    // Shop prices are fixed: the order is a paid request, payable through the request's pay flow.
    IsPaid: true,
    SubTypeID: order.subtypes.length ? subTypeId : null,
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
  if (!created.ok) return refuse([failed, noticeFromFailure(created.failure)]);
  if (!("id" in created.data) || !created.data.id) return refuse([failed]);
  return { ok: true, id: created.data.id };
}

/** After an order: that shop's cart is emptied (also by a replayed double submit, whose cookie still had it). */
export function emptyCart(context: Context, shopId: number): void {
  const session = context.get(sessionContext);
  session.setCarts(withoutShop(session.carts, shopId));
}

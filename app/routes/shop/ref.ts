import { data, href } from "react-router";

// The shop's address (§2.1): /services/{ShopID}/{ShopType}/{id_RequestType?}/{AdditionalServiceId}, the cart's
// /usercart/… with the same parts, and the confirmation's query. Shared by loaders and components.

export type ShopType = "goods" | "services";

/** What a shop's address names: /services/{ShopID}/{ShopType}/{id_RequestType?}/{AdditionalServiceId}. */
export interface ShopRef {
  shopId: number;
  type: ShopType;
  requestType: number | null;
  serviceId: number;
}

const ID = /^\d{1,9}$/;
const notFound = () => data(null, { status: 404 });

/** The shop an address names, or a 404 before any call: malformed ids never reach the provider. */
export function shopRef(params: { shopId?: string; type?: string; requestType?: string; serviceId?: string }): ShopRef {
  const { shopId, type, requestType, serviceId } = params;
  if (!shopId || !ID.test(shopId) || !serviceId || !ID.test(serviceId) || (type !== "goods" && type !== "services"))
    throw notFound();
  if (requestType !== undefined && !ID.test(requestType)) throw notFound();
  return {
    shopId: Number(shopId),
    type,
    requestType: requestType === undefined ? null : Number(requestType),
    serviceId: Number(serviceId),
  };
}

export function shopPath(ref: ShopRef, kind: "services" | "usercart" = "services"): string {
  const params = {
    shopId: String(ref.shopId),
    type: ref.type,
    requestType: ref.requestType === null ? undefined : String(ref.requestType),
    serviceId: String(ref.serviceId),
  };
  return kind === "services"
    ? href("/services/:shopId/:type/:requestType?/:serviceId", params)
    : href("/usercart/:shopId/:type/:requestType?/:serviceId", params);
}

/** The ref as query parameters (the confirmation page's address). */
export function refQuery(ref: ShopRef): Record<string, string> {
  return {
    shop: String(ref.shopId),
    type: ref.type,
    service: String(ref.serviceId),
    ...(ref.requestType === null ? {} : { requestType: String(ref.requestType) }),
  };
}

export function refFromQuery(url: URL): ShopRef {
  const q = url.searchParams;
  return shopRef({
    shopId: q.get("shop") ?? undefined,
    type: q.get("type") ?? undefined,
    requestType: q.get("requestType") ?? undefined,
    serviceId: q.get("service") ?? undefined,
  });
}

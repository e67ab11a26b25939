// Our services (§2.1 /services, /additional_service/{id}; §3 Additional service): the groups of the event block,
// a service's page with its description (the provider's HTML, sanitised: decision 0018) and what its kind
// allows — its shop, or a request of its type.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { apiContext, currentUser, settings, type Context } from "~/server/context.server";
import { canOrder } from "~/domain/navigation/menu";
import { call } from "~/api/errors";
import { mapLoaded, type Loaded } from "~/api/loaded";
import type { Schemas } from "~/domain/types";
import { safeHtml, type SafeHtml } from "~/domain/content/html.server";
import { noticeFromFailure, type Notice } from "~/session/notice";
import type { Reply } from "~/ui/form";
import { shopPath } from "../shop/ref";
import { serviceOrderSchema } from "./service.schema";

export interface ServiceCard {
  id: number;
  name: string;
  logo: string | null;
}

const logoOf = (s: Schemas["AdditionalService"]) =>
  s.HasLogo ? href("/additional_service/:id/logo", { id: String(s.ID) }) : null;

export async function serviceGroups(context: Context): Promise<Loaded<{ group: string; services: ServiceCard[] }[]>> {
  const events = await call(() =>
    context.get(apiContext).GET("/Common/EventBlockData", { params: { query: { htmlAsPlaintText: true } } }),
  );
  return mapLoaded(events, (e) =>
    e.AdditionalServicesByGroups.map((g) => ({
      group: g.Group,
      services: g.AdditionalServices.map((s) => ({ id: s.ID, name: s.Name, logo: logoOf(s) })),
    })),
  );
}

export interface ServicePage {
  id: number;
  name: string;
  address: string | null;
  html: SafeHtml;
  logo: string | null;
  image: string | null;
  /** The shop's address, or null for a service ordered as a request. */
  shop: string | null;
  requestType: number | null;
  accounts: { ident: string; address: string }[];
  /** Whether this resident may order at all (canOrder): if not, the page says why instead of offering it. */
  orderable: boolean;
}

export function serviceId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function servicePage(context: Context, id: number): Promise<ServicePage> {
  const [events, user, config] = await Promise.all([
    call(() =>
      context.get(apiContext).GET("/Common/EventBlockData", { params: { query: { htmlAsPlaintText: false } } }),
    ),
    currentUser(context),
    settings(context),
  ]);
  if (!events.ok) throw data({ failure: events.failure }, { status: 502 });
  const s = events.data.AdditionalServices.find((x) => x.ID === id);
  if (!s) throw data(null, { status: 404 });
  const accounts = new Map<string, string>();
  for (const a of user.accounts) if (!accounts.has(a.Ident)) accounts.set(a.Ident, a.Address);
  return {
    id: s.ID,
    name: s.Name,
    address: s.Address,
    html: safeHtml(s.Description),
    logo: logoOf(s),
    image: s.HasDescriptionImage ? href("/additional_service/:id/image", { id: String(s.ID) }) : null,
    shop:
      s.ShopID !== null && s.ShopType
        ? shopPath({ shopId: s.ShopID, type: s.ShopType, requestType: s.id_RequestType, serviceId: s.ID })
        : null,
    requestType: s.id_RequestType,
    accounts: [...accounts].map(([ident, address]) => ({ ident, address })),
    orderable: canOrder(config, user),
  };
}

export type ServiceOrderOutcome =
  { ok: true; id: number } | { ok: false; status: 400 | 502; result: Reply; notices: Notice[] };

/** A service without a shop: a request of its type for the chosen account, saying which service it is. */
export async function orderService(
  context: Context,
  service: ServicePage,
  formData: FormData,
  words: (key: string, o: Record<string, string>) => string,
): Promise<ServiceOrderOutcome> {
  const schema = serviceOrderSchema({ idents: service.accounts.map((a) => a.ident) });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply(), notices: [] };
  const { ident, comment } = submission.value;
  const failed = (notices: Notice[], status: 400 | 502 = 502) => ({
    ok: false as const,
    status,
    result: submission.reply(),
    notices,
  });
  if (service.requestType === null || service.shop)
    return failed([{ kind: "error", key: "shop.cannot_order_service" }], 400);
  // The request's text goes to the provider's dispatcher: worded on the server, in the resident's language.
  const text = [words("shop.service_request_text", { name: service.name }), comment].filter(Boolean).join("\n");
  const created = await call(() =>
    context.get(apiContext).POST("/Requests/New", {
      body: { ident, typeID: service.requestType!, subTypeID: null, detailSubTypeID: null, text, waitComplete: false },
    }),
  );
  const notCreated: Notice = { kind: "error", key: "shop.error_while_creating_order" };
  if (!created.ok) return failed([notCreated, noticeFromFailure(created.failure)]);
  if (!("id" in created.data) || !created.data.id) return failed([notCreated]);
  return { ok: true, id: created.data.id };
}

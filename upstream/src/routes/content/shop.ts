import { notFound, unauthorized } from "../../http";
import type { BaseCtx, Router } from "../../router";
import { houseFilter, sendFile, userFromHeaderOrQuery, userHouseIds, type ContentFileRow } from "./access";
import { htmlToText } from "./html";

interface ServiceRow {
  id: number;
  name: string;
  grp: string;
  address: string | null;
  description: string | null;
  shop_id: number | null;
  shop_type: string | null;
  id_request_type: number | null;
  external_system: string | null;
  logo_id: number | null;
  image_id: number | null;
}

interface GoodRow {
  id: number;
  name: string;
  price: number;
  rest: number | null;
  weight: number | null;
  units: string;
  categories: string;
}

export type AdditionalService = Awaited<ReturnType<typeof additionalServices>>[number];

export async function additionalServices(db: D1Database, houses: number[], plain: boolean) {
  const f = houseFilter("s.house_id", houses);
  const rows = await db
    .prepare(
      `SELECT s.*,
         (SELECT MIN(id) FROM content_files WHERE kind = 'service_logo' AND owner_id = s.id) AS logo_id,
         (SELECT MIN(id) FROM content_files WHERE kind = 'service_description_image' AND owner_id = s.id) AS image_id
       FROM additional_services s WHERE ${f.sql} ORDER BY s.sort, s.id`,
    )
    .bind(...f.binds)
    .all<ServiceRow>();
  return rows.results.map((s) => ({
    ID: s.id,
    Name: s.name,
    Group: s.grp,
    Address: s.address,
    Description: s.description !== null && plain ? htmlToText(s.description) : s.description,
    ShopID: s.shop_id,
    ShopType: s.shop_type as "goods" | "services" | null,
    id_RequestType: s.id_request_type,
    HasLogo: s.logo_id !== null,
    LogoLink: s.logo_id !== null ? `/AdditionalServices/Logo/${s.id}` : null,
    HasDescriptionImage: s.image_id !== null,
    DescriptionImageLink: s.image_id !== null ? `/AdditionalServices/DescriptionImage/${s.id}` : null,
    ExternalSystem: s.external_system,
  }));
}

/** AdditionalServicesByGroups: the same services grouped by Group, groups in the order they first appear. */
export function groupServices(services: AdditionalService[]) {
  const groups = new Map<string, AdditionalService[]>();
  for (const s of services) groups.set(s.Group, [...(groups.get(s.Group) ?? []), s]);
  return [...groups].map(([Group, AdditionalServices]) => ({ Group, AdditionalServices }));
}

async function serviceFile(ctx: BaseCtx & { params: { id: string } }, kind: string): Promise<ContentFileRow | null> {
  const raw = ctx.params.id;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const f = houseFilter("s.house_id", await userHouseIds(ctx.env.DB, ctx.userId!));
  return ctx.env.DB.prepare(
    `SELECT cf.* FROM content_files cf JOIN additional_services s ON s.id = cf.owner_id
     WHERE cf.kind = ? AND cf.owner_id = ? AND ${f.sql} ORDER BY cf.sort, cf.id LIMIT 1`,
  )
    .bind(kind, Number(raw), ...f.binds)
    .first<ContentFileRow>();
}

export function shopRoutes(router: Router): void {
  router.add("get", "/AdditionalServices/Logo/{id}", async (ctx) =>
    sendFile(ctx.env, await serviceFile(ctx, "service_logo"), "Логотип не найден"),
  );
  router.add("get", "/AdditionalServices/DescriptionImage/{id}", async (ctx) =>
    sendFile(ctx.env, await serviceFile(ctx, "service_description_image"), "Изображение не найдено"),
  );

  // The token may also come as the `acx` query parameter (the contract's acxQuery scheme); checked here.
  router.add("get", "/Shops/Goods", async ({ env, query, userId: headerUser, reply }) => {
    const userId = await userFromHeaderOrQuery(env.DB, headerUser, query.acx);
    if (userId === null) return unauthorized();
    const db = env.DB;
    const f = houseFilter("house_id", await userHouseIds(db, userId));
    // A shop exists for the user only through an additional service of one of their houses.
    const shop = await db
      .prepare(`SELECT shop_id FROM additional_services WHERE shop_id = ? AND ${f.sql} LIMIT 1`)
      .bind(query.shopId, ...f.binds)
      .first<{ shop_id: number }>();
    if (!shop) return notFound("Магазин не найден");
    const goods = await db
      .prepare("SELECT * FROM goods WHERE shop_id = ? ORDER BY sort, id")
      .bind(shop.shop_id)
      .all<GoodRow>();
    return reply(
      200,
      goods.results.map((g) => ({
        ID: g.id,
        Name: g.name,
        Price: g.price,
        // The cart is kept by the client; the listing starts every good at zero.
        Quantity: 0,
        Rest: g.rest,
        Weight: g.weight,
        Units: g.units,
        Categories: JSON.parse(g.categories) as string[],
      })),
    );
  });
}

import { useTranslation } from "react-i18next";
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { css } from "styled-system/css";
import { button, card, heading, link, page, text } from "styled-system/recipes";
import { requireUserMiddleware } from "~/server/context.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { useNumbers } from "~/ui/useNumbers";
import { orderGuard } from "./guard.server";
import type { Route } from "./+types/shop";
import { Breadcrumbs, CartFigures, summaryCard, useShownCart } from "./parts";
import { QuantityForm } from "./QuantityForm";
import { changeQuantity } from "./quantity.server";
import { shopPath, shopRef } from "./ref";
import { loadShop } from "./shop.server";
import { clientQuantityAction, sortGoods, sortOf } from "./sort";

export const handle: RouteHandle = { i18n: ["shop"], description: "shop.shop_meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Services"), orderGuard];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = await loadShop(context, shopRef(params));
  const sort = sortOf(new URL(request.url).searchParams.get("sort"));
  return {
    title: `${shop.service.name} — ${translator(context)("shop.shop_title")}`,
    ...shop,
    goods: sortGoods(shop.goods, sort),
    sort,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  return changeQuantity(context, request, shopRef(params), formData);
}

export const clientAction = clientQuantityAction;

// A refused or failed change leaves the cart as it was: nothing to reload (and a failed connection would fail
// the reload too, replacing the page).
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult && actionResult.ok === false ? false : defaultShouldRevalidate;
}

/** The shop (§2.3 Shop): goods with price, units, weight and stock; sort by price; quantities; the cart. */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const { money, number } = useNumbers();
  const location = useLocation();
  const d = loaderData;
  const isGoods = d.ref.type === "goods";
  const { cart, shown } = useShownCart(d.ref.shopId, d.goods, d.quantities, d.gorserv);
  const here = `${location.pathname}${location.search}`;
  const sortLink = (sort: "asc" | "desc") => `${location.pathname}?sort=${sort}`;
  return (
    <div className={page()}>
      <Breadcrumbs service={d.service} here={[{ label: t("shop.shop_title") }]} />
      <h1 className={heading({ level: "page" })}>{d.service.name}</h1>
      <div
        className={css({
          display: "grid",
          gap: "6",
          gridTemplateColumns: { base: "1fr", lg: "1fr 20rem" },
          alignItems: "start",
        })}
      >
        <section aria-labelledby="goods-heading" className={css({ display: "grid", gap: "3" })}>
          <div
            className={css({
              display: "flex",
              gap: "4",
              flexWrap: "wrap",
              alignItems: "baseline",
              justifyContent: "space-between",
            })}
          >
            <h2 id="goods-heading" className={heading()}>
              {isGoods ? t("shop.goods") : t("shop.services")}
            </h2>
            <p className={css({ display: "flex", gap: "3" })}>
              <span>{t("shop.sort_by_price")}</span>
              <Link to={sortLink("asc")} className={link()} aria-current={d.sort === "asc" ? "true" : undefined}>
                {t("shop.sort_asc")}
              </Link>
              <Link to={sortLink("desc")} className={link()} aria-current={d.sort === "desc" ? "true" : undefined}>
                {t("shop.sort_desc")}
              </Link>
            </p>
          </div>
          {d.goods.length === 0 ? <p className={card()}>{t("shop.no_goods")}</p> : null}
          <ul
            className={css({ display: "grid", gap: "3" })}
            aria-label={isGoods ? t("shop.goods") : t("shop.services")}
          >
            {d.goods.map((g) => (
              <li key={g.id} id={`good-${g.id}`} className={card({ stack: true })} data-testid="good">
                <h3 className={heading({ level: "card" })}>{g.name}</h3>
                <p>
                  <strong data-testid="price">{money(g.price)}</strong>{" "}
                  <span className={text({ variant: "hint" })}>{t("shop.per_unit", { units: g.units })}</span>
                  {isGoods && g.weight !== null ? (
                    <span className={text({ variant: "hint" })}> · {t("shop.kg", { value: number(g.weight) })}</span>
                  ) : null}
                  {g.rest !== null ? (
                    <span className={text({ variant: "hint" })}> · {t("shop.rest", { count: g.rest })}</span>
                  ) : null}
                </p>
                <QuantityForm
                  shopId={d.ref.shopId}
                  good={g}
                  quantity={shown[String(g.id)] ?? 0}
                  shown={shown}
                  action={here}
                />
              </li>
            ))}
          </ul>
        </section>
        <aside aria-labelledby="cart-heading" className={summaryCard}>
          <h2 id="cart-heading" className={heading()}>
            {t("shop.cart")}
          </h2>
          <CartFigures cart={cart} goods={isGoods} />
          {cart.count > 0 ? (
            <Link to={shopPath(d.ref, "usercart")} className={button()}>
              {t("shop.place_order")}
            </Link>
          ) : (
            <p className={text({ variant: "hint" })}>{t("shop.cart_empty")}</p>
          )}
        </aside>
      </div>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

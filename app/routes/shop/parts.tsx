import { useTranslation } from "react-i18next";
import { href, Link, useFetcher } from "react-router";
import { css } from "styled-system/css";
import { card, link, text } from "styled-system/recipes";
import { cartOf, type Cart, type CartGood, type Quantities } from "~/domain/shop/cart";
import { useNumbers } from "~/ui/useNumbers";
import { usePublishNotices } from "~/ui/Notices";
import type { QuantityOutcome } from "./quantity.server";
import { fetcherKey, pendingCart } from "./QuantityForm";

/** The path §2.1 names: Services › the service › the page. */
export function Breadcrumbs({
  service,
  here,
}: {
  service: { id: number; name: string };
  here: { label: string; to?: string }[];
}) {
  const { t } = useTranslation("shop");
  return (
    <nav aria-label={t("shop.breadcrumbs")}>
      <ol
        className={css({
          display: "flex",
          flexWrap: "wrap",
          gap: "2",
          textStyle: "small",
          "& li:not(:last-child)::after": { content: '"›"', ml: "2" },
        })}
      >
        <li>
          <Link to={href("/services")} className={link()}>
            {t("shop.services_title")}
          </Link>
        </li>
        <li>
          <Link to={href("/additional_service/:id", { id: String(service.id) })} className={link()}>
            {service.name}
          </Link>
        </li>
        {here.map((h, i) => (
          <li key={h.label} aria-current={i === here.length - 1 ? "page" : undefined}>
            {h.to ? (
              <Link to={h.to} className={link()}>
                {h.label}
              </Link>
            ) : (
              h.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The cart as the resident sees it now: the session's quantities, or the cart a pending change will leave (the
 * shop's one fetcher carries it), so totals move at the click. A refused change leaves the session's cart and
 * says why in the notices.
 */
export function useShownCart(
  shopId: number,
  goods: CartGood[],
  quantities: Quantities,
  gorserv: boolean,
): { cart: Cart; shown: Quantities } {
  const fetcher = useFetcher<QuantityOutcome>({ key: fetcherKey(shopId) });
  usePublishNotices(fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.notices : null);
  const shown = pendingCart(fetcher) ?? quantities;
  return { cart: cartOf(goods, shown, { gorserv }), shown };
}

/** Count, weight and total; the gorserv minimum said when it raised the total. */
export function CartFigures({ cart, goods }: { cart: Cart; goods: boolean }) {
  const { t } = useTranslation("shop");
  const { money, number } = useNumbers();
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1 4" })} aria-live="polite">
      <dt>{t("shop.count")}</dt>
      <dd data-testid="cart-count">{cart.count}</dd>
      {goods && cart.weight !== null ? (
        <>
          <dt>{t("shop.weight")}</dt>
          <dd>{t("shop.kg", { value: number(cart.weight) })}</dd>
        </>
      ) : null}
      <dt>{t("shop.total")}</dt>
      <dd data-testid="cart-total">
        <strong>{money(cart.total)}</strong>
        {cart.raised ? (
          <span className={text({ variant: "hint" })}>
            {" "}
            {t("shop.minimum_applied", { minimum: money(cart.total), cost: money(cart.cost) })}
          </span>
        ) : null}
      </dd>
    </dl>
  );
}

export const summaryCard = card({ stack: true });

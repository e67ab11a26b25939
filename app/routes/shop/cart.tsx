import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, href, Link, redirect } from "react-router";
import { css } from "styled-system/css";
import { button, card, heading, link, page, table } from "styled-system/recipes";
import { requireUserMiddleware } from "~/server/context.server";
import { cartOf } from "~/domain/shop/cart";
import { checkoutRule } from "~/domain/shop/order";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { Dialog } from "~/ui/Dialog";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm } from "~/ui/form";
import { SubmitButton } from "~/ui/SubmitButton";
import { useNumbers } from "~/ui/useNumbers";
import { orderGuard } from "./guard.server";
import type { Route } from "./+types/cart";
import { AccountSelect } from "./AccountSelect";
import { checkoutSchema } from "./order.schema";
import { Breadcrumbs, CartFigures, summaryCard } from "./parts";
import { refQuery, shopPath, shopRef } from "./ref";
import { accountChoices, loadShop } from "./shop.server";

// The table recipe on every cell: on a phone each cell is a line of its own, headed by its column (issue 31).
const cells = table();

export const handle: RouteHandle = { i18n: ["shop"], description: "shop.cart_meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Services"), orderGuard];

export async function loader({ params, context }: Route.LoaderArgs) {
  const [shop, accounts] = await Promise.all([loadShop(context, shopRef(params)), accountChoices(context)]);
  return {
    title: `${translator(context)("shop.cart")} — ${shop.service.name}`,
    ...shop,
    accounts,
    cart: cartOf(shop.goods, shop.quantities, { gorserv: shop.gorserv }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ref = shopRef(params);
  const formData = await request.formData();
  // The cart as the session keeps it now and the resident's accounts: the rule's context, as the page had it.
  const [shop, accounts] = await Promise.all([loadShop(context, ref), accountChoices(context)]);
  const { total } = cartOf(shop.goods, shop.quantities, { gorserv: shop.gorserv });
  const schema = checkoutSchema({ total, idents: accounts.map((a) => a.ident) });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  throw redirect(
    `${href("/requestconfirmation")}?${new URLSearchParams({ ...refQuery(ref), ident: submission.value.ident })}`,
  );
}

/** The cart (§2.3 Cart and confirmation): lines, total, the account, confirm; continue shopping, way back. */
export default function UserCart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const { money, number } = useNumbers();
  const [askAccount, setAskAccount] = useState(false);
  const d = loaderData;
  const isGoods = d.ref.type === "goods";
  const shop = shopPath(d.ref);
  const form = useForm({
    id: "checkout",
    reply: actionData?.result,
    rule: checkoutRule({ total: d.cart.total, idents: d.accounts.map((a) => a.ident) }),
    // §5: the order button is disabled while the cart costs nothing (the rule's one reason then).
    disable: d.cart.total === 0,
  });
  return (
    <div className={page()}>
      <Breadcrumbs service={d.service} here={[{ label: t("shop.shop_title"), to: shop }, { label: t("shop.cart") }]} />
      <p>
        <Link to={shop} className={link()}>
          {t("shop.back_to_shop")}
        </Link>
      </p>
      <h1 className={heading({ level: "page" })}>{t("shop.cart_heading", { name: d.service.name })}</h1>
      {d.cart.lines.length === 0 ? (
        <p className={card()}>{t("shop.cart_empty")}</p>
      ) : (
        <table className={cells.root}>
          <caption className={css({ srOnly: true })}>{t("shop.cart")}</caption>
          <thead>
            <tr>
              <th scope="col" className={cells.cell}>
                {t("shop.col_name")}
              </th>
              <th scope="col" className={cells.numeric}>
                {t("shop.col_price")}
              </th>
              <th scope="col" className={cells.numeric}>
                {t("shop.col_quantity")}
              </th>
              {isGoods ? (
                <th scope="col" className={cells.numeric}>
                  {t("shop.col_weight")}
                </th>
              ) : null}
              <th scope="col" className={cells.numeric}>
                {t("shop.col_cost")}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.cart.lines.map((l) => (
              <tr key={l.good.id} data-testid="cart-line">
                <td className={cells.cell} data-label={t("shop.col_name")}>
                  {l.good.name}
                </td>
                <td className={cells.numeric} data-label={t("shop.col_price")}>
                  {money(l.good.price)}
                </td>
                <td className={cells.numeric} data-label={t("shop.col_quantity")}>
                  {l.quantity} {l.good.units}
                </td>
                {isGoods ? (
                  <td className={cells.numeric} data-label={t("shop.col_weight")}>
                    {l.weight === null ? "—" : t("shop.kg", { value: number(l.weight) })}
                  </td>
                ) : null}
                <td className={cells.numeric} data-label={t("shop.col_cost")} data-testid="line-amount">
                  {money(l.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section aria-labelledby="order-heading" className={summaryCard}>
        <h2 id="order-heading" className={heading()}>
          {t("shop.order")}
        </h2>
        <CartFigures cart={d.cart} goods={isGoods} />
        <Form
          method="post"
          action={`${shopPath(d.ref, "usercart")}#${form.id}`}
          {...form.props}
          className={css({ display: "grid", gap: "3", scrollMarginTop: "4" })}
          onSubmit={(e) => {
            // §5: no account chosen → a dialog with JS (the server says it next to the select without).
            if (d.cart.total > 0 && !new FormData(e.currentTarget).get("ident")) {
              e.preventDefault();
              setAskAccount(true);
              return;
            }
            form.props.onSubmit(e);
          }}
        >
          <ErrorSummary form={form} />
          <input type="hidden" name="intent" value="checkout" />
          <AccountSelect field={form.field("ident")} accounts={d.accounts} />
          <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "start" })}>
            <SubmitButton form={form} busy={form.busy}>
              {t("shop.confirm_order")}
            </SubmitButton>
            <Link to={shop} className={button({ variant: "secondary" })}>
              {t("shop.continue_shopping")}
            </Link>
          </div>
        </Form>
      </section>
      <Dialog open={askAccount} onClose={() => setAskAccount(false)} title={t("shop.account")} role="alertdialog">
        <p>{t("shop.please_select_personal_account")}</p>
        <p>
          <button type="button" className={button()} onClick={() => setAskAccount(false)}>
            {t("shop.ok")}
          </button>
        </p>
      </Dialog>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

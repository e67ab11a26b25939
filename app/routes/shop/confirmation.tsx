import { useTranslation } from "react-i18next";
import { data, Form, href, Link, redirect } from "react-router";
import { css } from "styled-system/css";
import { card, heading, link, page, table } from "styled-system/recipes";
import { requireUserMiddleware, sessionContext } from "~/server/context.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { once } from "~/server/once.server";
import { orderRule } from "~/domain/shop/order";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { SelectField } from "~/ui/SelectField";
import { SubmitButton } from "~/ui/SubmitButton";
import { useNumbers } from "~/ui/useNumbers";
import { orderGuard } from "./guard.server";
import type { Route } from "./+types/confirmation";
import { confirmation, emptyCart, placeOrder } from "./order.server";
import { Breadcrumbs, CartFigures, summaryCard } from "./parts";
import { shopPath } from "./ref";

// The table recipe on every cell: on a phone each cell is a line of its own, headed by its column (issue 31).
const cells = table();

export const handle: RouteHandle = { i18n: ["shop"], description: "shop.confirm_meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Services"), orderGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await confirmation(context, new URL(request.url));
  // Without a known account there is nothing to confirm: back to the cart, where the account is chosen.
  if (!order.account) throw redirect(shopPath(order.ref, "usercart"));
  return { title: translator(context)("shop.confirm_title"), ...order };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const order = await confirmation(context, new URL(request.url));
  const outcome = await once(
    context,
    formData,
    "shop.order",
    () => placeOrder(context, order, formData),
    (o) => o.ok,
  );
  if (!outcome.ok) return data({ result: outcome.result, notices: outcome.notices }, { status: outcome.status });
  emptyCart(context, order.ref.shopId);
  context.get(sessionContext).flash({ kind: "success", key: "shop.order_created" });
  throw redirect(href("/requests/:requestId?", { requestId: String(outcome.id) }));
}

/** Order confirmation (§2.1 /requestconfirmation/): what will be ordered, for which account; confirm. */
export default function RequestConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const { money } = useNumbers();
  const d = loaderData;
  const cartPath = shopPath(d.ref, "usercart");
  const form = useForm({
    id: "order",
    reply: actionData?.result,
    rule: orderRule({ total: d.cart.total, idents: [d.account!.ident], subtypes: d.subtypes.map((s) => s.id) }),
    // §5: the order button is disabled while the cart costs nothing.
    disable: d.cart.total === 0,
  });
  return (
    <div className={page({ width: "md" })}>
      <Breadcrumbs
        service={d.service}
        here={[{ label: t("shop.cart"), to: cartPath }, { label: t("shop.confirm_title") }]}
      />
      <h1 className={heading({ level: "page" })}>{t("shop.confirm_heading")}</h1>
      <section className={card({ stack: true })} aria-labelledby="what-heading">
        <h2 id="what-heading" className={heading()}>
          {d.service.name}
        </h2>
        <p>{t("shop.account_option", { ident: d.account!.ident, address: d.account!.address })}</p>
        <table className={cells.root}>
          <caption className={css({ srOnly: true })}>{t("shop.order")}</caption>
          <thead>
            <tr>
              <th scope="col" className={cells.cell}>
                {t("shop.col_name")}
              </th>
              <th scope="col" className={cells.numeric}>
                {t("shop.col_quantity")}
              </th>
              <th scope="col" className={cells.numeric}>
                {t("shop.col_cost")}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.cart.lines.map((l) => (
              <tr key={l.good.id} data-testid="order-line">
                <td className={cells.cell} data-label={t("shop.col_name")}>
                  {l.good.name}
                </td>
                <td className={cells.numeric} data-label={t("shop.col_quantity")}>
                  {l.quantity} {l.good.units}
                </td>
                <td className={cells.numeric} data-label={t("shop.col_cost")}>
                  {money(l.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Form method="post" {...form.props} className={summaryCard}>
        <ErrorSummary form={form} />
        <CartFigures cart={d.cart} goods={d.ref.type === "goods"} />
        <OnceField />
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="ident" value={d.account!.ident} />
        {d.subtypes.length ? (
          <SelectField
            field={form.field("subtype")}
            label={t("shop.subtype")}
            placeholder={t("shop.choose_subtype")}
            options={d.subtypes.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        ) : null}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "start" })}>
          <SubmitButton form={form} busy={form.busy}>
            {t("shop.confirm")}
          </SubmitButton>
          <Link to={cartPath} className={link()}>
            {t("shop.back_to_cart")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { useTranslation } from "react-i18next";
import { data, Form, href, Link, redirect } from "react-router";
import { css, cx } from "styled-system/css";
import { button, card, heading, input, link, page, text } from "styled-system/recipes";
import { requireUserMiddleware, sessionContext } from "~/server/context.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { once } from "~/server/once.server";
import { serviceOrderRule } from "~/domain/shop/order";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Field } from "~/ui/Field";
import { control, useForm, type Reply } from "~/ui/form";
import { OnceField } from "~/ui/OnceField";
import { SubmitButton } from "~/ui/SubmitButton";
import { proseClass } from "../content/ContentPage";
import { AccountSelect, type AccountChoice } from "../shop/AccountSelect";
import type { Route } from "./+types/service";
import { orderService, serviceId, servicePage } from "./services.server";

export const handle: RouteHandle = { i18n: ["shop"], description: "shop.service_meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Services")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await servicePage(context, serviceId(params.id));
  return { title: service.name, ...service };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const service = await servicePage(context, serviceId(params.id));
  // The page offers no order to this resident; a post made anyway is refused the same way (issue 31 item 2).
  if (!service.orderable)
    return data(
      { result: undefined, notices: [{ kind: "error" as const, key: "shop.order_unavailable" }] },
      { status: 403 },
    );
  const outcome = await once(
    context,
    formData,
    "services.order",
    () => orderService(context, service, formData, (key, o) => translator(context)(key, o)),
    (o) => o.ok,
  );
  if (!outcome.ok) return data({ result: outcome.result, notices: outcome.notices }, { status: outcome.status });
  context.get(sessionContext).flash({ kind: "success", key: "shop.order_created" });
  throw redirect(href("/requests/:requestId?", { requestId: String(outcome.id) }));
}

/** An additional service (§2.1 /additional_service/{id}): its description and the action its kind allows. */
export default function AdditionalService({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const d = loaderData;
  return (
    <article className={page({ width: "md" })}>
      <p>
        <Link to={href("/services")} className={link()}>
          {t("shop.back_to_services")}
        </Link>
      </p>
      <header className={css({ display: "flex", gap: "3", alignItems: "center" })}>
        {d.logo ? <img src={d.logo} alt="" width={64} height={64} className={css({ borderRadius: "md" })} /> : null}
        <h1 className={heading({ level: "page" })}>{d.name}</h1>
      </header>
      <div className={card({ stack: true })}>
        {d.address ? <p className={text({ variant: "hint" })}>{d.address}</p> : null}
        {d.image ? <img src={d.image} alt="" className={css({ maxW: "full", h: "auto", borderRadius: "md" })} /> : null}
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: d.html }} />
      </div>
      {!d.orderable ? (
        <OrderUnavailable />
      ) : d.shop ? (
        <p>
          <Link to={d.shop} className={button()}>
            {t("shop.open_shop")}
          </Link>
        </p>
      ) : d.requestType !== null ? (
        <ServiceOrderForm id={d.id} accounts={d.accounts} reply={actionData?.result} />
      ) : null}
    </article>
  );
}

/**
 * Said where the order would be, before any cart is filled: an order becomes a request, and this resident has no
 * Requests screen to follow, pay or cancel it on (§6 accessOSS, §2.2).
 */
function OrderUnavailable() {
  const { t } = useTranslation("shop");
  return (
    <section aria-labelledby="order-unavailable" className={card({ stack: true })}>
      <h2 id="order-unavailable" className={heading()}>
        {t("shop.order_unavailable_title")}
      </h2>
      <p>{t("shop.order_unavailable")}</p>
    </section>
  );
}

/** A service without a shop, ordered as a request (below its description: it posts to its own fragment). */
function ServiceOrderForm({
  id,
  accounts,
  reply,
}: {
  id: number;
  accounts: AccountChoice[];
  reply: Reply | undefined;
}) {
  const { t } = useTranslation("shop");
  const form = useForm({
    id: "service-order",
    reply,
    rule: serviceOrderRule({ idents: accounts.map((a) => a.ident) }),
  });
  const comment = form.field("comment");
  return (
    <Form
      method="post"
      action={`${href("/additional_service/:id", { id: String(id) })}#${form.id}`}
      {...form.props}
      className={cx(card({ stack: true }), css({ scrollMarginTop: "4" }))}
      aria-labelledby={`${form.id}-heading`}
    >
      <h2 id={`${form.id}-heading`} className={heading()}>
        {t("shop.order_service")}
      </h2>
      <ErrorSummary form={form} />
      <OnceField />
      <input type="hidden" name="intent" value="order" />
      <AccountSelect field={form.field("ident")} accounts={accounts} />
      <Field field={comment} label={t("shop.comment")}>
        <textarea {...control(comment)} rows={3} className={input()} />
      </Field>
      <SubmitButton form={form} busy={form.busy}>
        {t("shop.send_service_request")}
      </SubmitButton>
    </Form>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirectDocument, useNavigation } from "react-router";
import { z } from "zod/mini";
import { css } from "styled-system/css";
import { button, card } from "styled-system/recipes";
import { call } from "~/api/errors";
import { formatMoney, toKopecks } from "~/domain/payment/amount";
import { returnUrls } from "~/domain/payment/result";
import { chooseSystem } from "~/domain/payment/systems";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, services, translator } from "~/session/middleware.server";
import { noticeFromFailure, type Notice } from "~/session/notice";
import type { RequestServices } from "~/session/session.server";
import { Notices } from "~/ui/Notices";
import type { Route } from "./+types/invoices";
import { accountingInfo, payPageHeaders } from "./payment.server";

export const handle: RouteHandle = { i18n: ["payment"] };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Payment")];

// §5: invoice payment requires a chosen invoice.
const invoiceSchema = z.object({
  invoiceUid: z.string({ error: "payment.choose_invoice" }).check(z.minLength(1, { error: "payment.choose_invoice" })),
  paymentSystem: z.optional(z.string()),
});

async function invoiceContext(svc: RequestServices, accountId: string) {
  const info = await accountingInfo(svc);
  if (!info.ok) throw data({ failure: info.failure }, { status: 502 });
  const account = info.data.Data.find((a) => String(a.AccountID) === accountId && !a.HideOnPaymentsPage && !a.IsClosed);
  if (!account) throw data(null, { status: 404 });
  const query = { params: { query: { accountId: account.AccountID } } };
  const [invoices, systems] = await Promise.all([
    call(() => svc.api().GET("/PayOnline/GetInvoices/", query)),
    call(() => svc.api().GET("/PayOnline/GetPaymentSystemsList/", query)),
  ]);
  return {
    account: { id: account.AccountID, ident: account.Ident, address: account.Address },
    invoices: invoices.ok && Array.isArray(invoices.data) ? invoices.data : [],
    systems: systems.ok && Array.isArray(systems.data) ? systems.data.map((s) => ({ name: s.name, displayName: s.displayName })) : [],
    notices: invoices.ok ? [] : [noticeFromFailure(invoices.failure)],
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = await invoiceContext(services(context), params.accountId);
  return { ...ctx, title: translator(context)("payment.invoices_title", { ident: ctx.account.ident }) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const svc = services(context);
  const ctx = await invoiceContext(svc, params.accountId);
  const formData = await request.formData();
  const choice = chooseSystem(ctx.systems, String(formData.get("paymentSystem") ?? ""));
  formData.set("paymentSystem", choice.name);
  const notices: Notice[] = choice.blocked ? [{ kind: "error", key: "payment.system_blocked" }] : [];
  const submission = parseWithZod(formData, { schema: invoiceSchema });
  if (submission.status !== "success" || choice.blocked) return data({ result: submission.reply(), notices }, { status: 400 });
  const urls = returnUrls(new URL(request.url).origin);
  const link = await call(() =>
    svc.api().POST("/PayOnline/GetPayInvoiceLink", {
      body: { invoiceUid: submission.value.invoiceUid, paymentSystem: choice.name, allowCardSaving: false, successUrl: urls.success, failUrl: urls.fail },
    }),
  );
  const payLink = link.ok && "payLink" in link.data && /^https?:\/\//.test(link.data.payLink) ? link.data.payLink : null;
  if (!payLink) {
    const extra = !link.ok && link.failure.text ? [noticeFromFailure(link.failure)] : [];
    return data({ result: submission.reply(), notices: [{ kind: "error" as const, key: "payment.payment_call_failed" }, ...extra] }, { status: 502 });
  }
  throw redirectDocument(payLink);
}

export const headers: Route.HeadersFunction = payPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** Payment by invoice (§2.3 modal, §3 Invoice): the only invoice is selected by itself (§4). */
export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("payment");
  const navigation = useNavigation();
  const { invoices, systems } = loaderData;
  const [form, fields] = useForm({
    id: "invoice-payment",
    lastResult: actionData?.result,
    defaultValue: { invoiceUid: invoices.length === 1 ? invoices[0]!.InvoiceUid : "", paymentSystem: chooseSystem(systems).name },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invoiceSchema }),
  });
  const chosenInvoice = fields.invoiceUid.initialValue ?? (invoices.length === 1 ? invoices[0]!.InvoiceUid : "");
  const chosenSystem = fields.paymentSystem.initialValue ?? chooseSystem(systems).name;
  const radio = css({ display: "flex", gap: "2", alignItems: "center" });
  return (
    <div className={css({ display: "grid", gap: "4", maxW: "717px" })}>
      <Notices notices={[...loaderData.notices, ...(actionData?.notices ?? [])]} />
      <p>
        <Link to="/payment" className={css({ color: "brand", textDecoration: "underline" })}>
          {t("payment.back_to_accounts")}
        </Link>
      </p>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{loaderData.title}</h1>
      <section className={card()}>
        <p className={css({ mb: "3" })}>{loaderData.account.address}</p>
        {invoices.length === 0 ? (
          <p>{t("payment.no_invoices")}</p>
        ) : (
          <Form method="post" {...getFormProps(form)} className={css({ display: "grid", gap: "4" })}>
            <fieldset aria-describedby={fields.invoiceUid.errorId} className={css({ display: "grid", gap: "2" })}>
              <legend className={css({ fontWeight: "semibold", mb: "1" })}>{t("payment.invoices")}</legend>
              {invoices.map((inv) => (
                <label key={`${fields.invoiceUid.key}-${inv.InvoiceUid}`} className={radio}>
                  <input type="radio" name={fields.invoiceUid.name} value={inv.InvoiceUid} defaultChecked={chosenInvoice === inv.InvoiceUid} />
                  {t("payment.invoice_debt", { name: inv.DisplayName, debt: formatMoney(toKopecks(inv.Debt)), fine: formatMoney(toKopecks(inv.DebtFine)) })}
                </label>
              ))}
              <p id={fields.invoiceUid.errorId} className={css({ color: "danger", fontSize: "sm", minH: "5" })} aria-live="polite">
                {fields.invoiceUid.errors?.map((e) => t(e)).join(" ")}
              </p>
            </fieldset>
            {systems.length > 1 ? (
              <fieldset className={css({ display: "grid", gap: "2" })}>
                <legend className={css({ fontWeight: "semibold", mb: "1" })}>{t("payment.payment_system")}</legend>
                {systems.map((s) => (
                  <label key={`${fields.paymentSystem.key}-${s.name}`} className={radio}>
                    <input type="radio" name={fields.paymentSystem.name} value={s.name} defaultChecked={chosenSystem === s.name} />
                    {s.displayName}
                  </label>
                ))}
              </fieldset>
            ) : (
              <input type="hidden" name={fields.paymentSystem.name} value={chosenSystem} />
            )}
            <div>
              <button type="submit" className={button()} disabled={navigation.state !== "idle"}>
                {t("payment.go_to_payment")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}

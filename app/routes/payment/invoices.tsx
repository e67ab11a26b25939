import { cloudflareContext } from "~/context";
import { apiContext, type Context } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirectDocument } from "react-router";
import { call } from "~/api/errors";
import { mapLoaded } from "~/api/loaded";
import { payLinkOf, returnUrls } from "~/domain/payment/result";
import { chooseSystem } from "~/domain/payment/systems";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { providerWords, type Notice } from "~/session/notice";
import type { Route } from "./+types/invoices";
import { invoiceSchema } from "./invoice.schema";
import { InvoiceForm } from "./InvoiceForm";
import { PaymentStepPage } from "./PaymentStepPage";
import { targetAccountId } from "./pay.server";
import { accountingInfo, defaultPaymentSystem, allowPayRedirect, systemsOf } from "./payment.server";

export const handle: RouteHandle = { i18n: ["payment"] };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Payment")];

async function invoiceContext(context: Context, target: string) {
  const accountId = targetAccountId(target);
  if (accountId === null) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const query = { params: { query: { accountId } } };
  // All at once: the account's invoices and systems are asked for before the account list confirms the account
  // is the resident's; a foreign one is answered 404 and nothing of it is shown.
  const [info, invoices, systems] = await Promise.all([
    accountingInfo(context),
    call(() => api.GET("/PayOnline/GetInvoices/", query)),
    call(() => api.GET("/PayOnline/GetPaymentSystemsList/", query)),
  ]);
  if (!info.ok) throw data({ failure: info.failure }, { status: 502 });
  const account = info.data.Data.find((a) => a.AccountID === accountId && !a.HideOnPaymentsPage && !a.IsClosed);
  if (!account) throw data(null, { status: 404 });
  const offered = systemsOf(systems);
  return {
    account: { id: account.AccountID, ident: account.Ident, address: account.Address },
    invoices: mapLoaded(invoices, (list) => (Array.isArray(list) ? list : [])),
    systems: offered,
    defaultSystem: chooseSystem(offered, null, defaultPaymentSystem(context.get(cloudflareContext).env)).name,
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  allowPayRedirect(context);
  const ctx = await invoiceContext(context, params.accountId);
  return { ...ctx, title: translator(context)("payment.invoices_title", { ident: ctx.account.ident }) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = await invoiceContext(context, params.accountId);
  const formData = await request.formData();
  const choice = chooseSystem(
    ctx.systems,
    String(formData.get("paymentSystem") ?? ""),
    defaultPaymentSystem(context.get(cloudflareContext).env),
  );
  formData.set("paymentSystem", choice.name);
  const notices: Notice[] = choice.blocked ? [{ kind: "error", key: "payment.system_blocked" }] : [];
  const submission = parseWithZod(formData, { schema: invoiceSchema });
  if (submission.status !== "success" || choice.blocked)
    return data({ result: submission.reply(), notices }, { status: 400 });
  // An invoice this account does not have (paid meanwhile, or a crafted post) is not the provider's failure: it is
  // not found, said once (issue 31 item 11). When the list could not be loaded the provider decides.
  const { invoiceUid } = submission.value;
  if (ctx.invoices.ok && !ctx.invoices.data.some((i) => i.InvoiceUid === invoiceUid))
    return data(
      { result: submission.reply(), notices: [{ kind: "error" as const, key: "payment.invoice_not_found" }] },
      { status: 404 },
    );
  const urls = returnUrls(new URL(request.url).origin);
  const link = await call(() =>
    context.get(apiContext).POST("/PayOnline/GetPayInvoiceLink", {
      body: {
        invoiceUid,
        paymentSystem: choice.name,
        allowCardSaving: false,
        successUrl: urls.success,
        failUrl: urls.fail,
      },
    }),
  );
  const payLink = link.ok ? payLinkOf(link.data) : null;
  if (!payLink) {
    // §8 Payment call failure: the loading state ends, the choice kept, the resident told (the provider's words too).
    const extra = link.ok ? [] : providerWords(link.failure);
    return data(
      {
        result: submission.reply(),
        notices: [{ kind: "error" as const, key: "payment.payment_call_failed" }, ...extra],
      },
      { status: 502 },
    );
  }
  throw redirectDocument(payLink);
}

/** Payment by invoice (§2.3 modal): the page without JS; with JS the accounts tab opens it in a dialog. */
export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentStepPage title={loaderData.title}>
      <p>{loaderData.account.address}</p>
      <InvoiceForm data={loaderData} reply={actionData?.result} FormComponent={Form} />
    </PaymentStepPage>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

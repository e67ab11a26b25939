import { once } from "~/server/once.server";
import { apiContext } from "~/server/context.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirectDocument } from "react-router";
import { call } from "~/api/errors";
import { toRoubles } from "~/domain/payment/amount";
import { amountsOf } from "~/domain/payment/pay-form";
import { payLinkOf, returnUrls } from "~/domain/payment/result";
import { chooseSystem } from "~/domain/payment/systems";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { providerWords, type Notice } from "~/session/notice";
import type { Route } from "./+types/pay";
import { CardNote, PayForm, PayingFor } from "./PayForm";
import { paySchema } from "./pay.schema";
import { canSaveCard, payContext, paymentOf, payPage, quote, saveEmail, type PayContext } from "./pay.server";
import { allowPayRedirect } from "./payment.server";
import { PaymentStepPage } from "./PaymentStepPage";
import { ReviewStep } from "./ReviewStep";

export const handle: RouteHandle = { i18n: ["payment"] };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Payment")];

const CALL_FAILED: Notice = { kind: "error", key: "payment.payment_call_failed" };

/** What the page shows of the payment context (no bills or payments): the sums in kopecks, the form words them. */
function viewOf(ctx: PayContext) {
  return {
    target: ctx.target,
    payAll: ctx.payAll,
    idents: ctx.idents,
    address: ctx.account?.Address ?? null,
    options: ctx.options,
    systems: ctx.systems,
    insuranceKopecks: ctx.insuranceKopecks,
    payAllKopecks: ctx.totals ? ctx.totals.sum + ctx.totals.fine : 0,
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  allowPayRedirect(context);
  const { ctx, defaults, canSaveCard } = await payPage(context, params.target);
  const t = translator(context);
  return {
    title: ctx.payAll ? t("payment.pay_all_title") : t("payment.pay_title", { ident: ctx.idents[0] }),
    view: viewOf(ctx),
    defaults,
    canSaveCard,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = await payContext(context, params.target);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // §4: a system this payment may not use (another bank's, in the special mode) is replaced, with an alert.
  const choice = chooseSystem(ctx.systems, String(formData.get("paymentSystem") ?? ""), ctx.defaultSystem);
  formData.set("paymentSystem", choice.name);
  const notices: Notice[] = choice.blocked ? [{ kind: "error", key: "payment.system_blocked" }] : [];
  const submission = parseWithZod(formData, { schema: paySchema(ctx.options) });
  // The form again, with what was posted: refused (the errors at their fields), back from the review step, or
  // not taken further (a notice says why: nothing on the form to correct).
  const formStep = (status: number, extra: Notice[] = []) =>
    data(
      { step: "form" as const, result: submission.reply(), notices: [...notices, ...extra], review: null },
      { status },
    );
  if (intent === "edit") return formStep(200);
  if (submission.status !== "success" || choice.blocked) return formStep(400);
  const values = submission.value;
  const amounts = amountsOf(values, {
    payAll: ctx.payAll,
    insuranceKopecks: ctx.insuranceKopecks,
    payAllTotals: ctx.totals,
  });
  if (!amounts) return formStep(400, [{ kind: "error", key: "payment.nothing_to_pay" }]);
  const saveCard = await canSaveCard(context, paymentOf(ctx), choice.name);
  const allowCardSaving = saveCard && values.allowCardSaving;

  if (intent === "review") {
    const found = await quote(context, ctx, amounts, choice.name);
    if (!found) return formStep(502, [CALL_FAILED]);
    return data({
      step: "review" as const,
      result: submission.reply(),
      notices,
      review: { values: { ...values, allowCardSaving }, amounts, quote: found, canSaveCard: saveCard },
    });
  }

  // One payment link per submitted form: a double submit opens the same payment, not a second one (issue 14).
  return once(
    context,
    formData,
    `payment.pay.${params.target}`,
    async () => {
      if (values.email) {
        const saved = await saveEmail(context, values.email);
        if (saved) return formStep(502, [saved]);
      }
      const urls = returnUrls(new URL(request.url).origin);
      const link = await call(() =>
        context.get(apiContext).POST("/PayOnline/GetPayLink", {
          body: {
            accountID: ctx.account?.AccountID ?? null,
            payAll: ctx.payAll,
            sum: ctx.payAll ? null : toRoubles(amounts.sum),
            sumFine: toRoubles(amounts.fine),
            payInsurance: amounts.insurance > 0,
            paymentSystem: choice.name,
            allowCardSaving,
            SuccessUrl: urls.success,
            FailUrl: urls.fail,
          },
        }),
      );
      // §8 Payment call failure: the loading state ends, and the resident is told plainly (the provider's own
      // words too, when it gave any).
      if (!link.ok) return formStep(502, [CALL_FAILED, ...providerWords(link.failure)]);
      const payLink = payLinkOf(link.data);
      if (!payLink) return formStep(502, [CALL_FAILED]);
      // A full page load: the payment page is not one of the portal's routes (and card data never passes here).
      throw redirectDocument(payLink);
    },
    () => false,
  );
}

/** Payment by account or for all accounts (§2.3 modal, §4): a page; without JS a review step shows the commission. */
export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const review = actionData?.step === "review" ? actionData.review : null;
  return (
    <PaymentStepPage title={loaderData.title}>
      <PayingFor view={view} />
      {review ? (
        <ReviewStep view={view} review={review} />
      ) : (
        <PayForm
          view={view}
          defaults={loaderData.defaults}
          canSaveCard={loaderData.canSaveCard}
          reply={actionData?.result}
          FormComponent={Form}
        />
      )}
      <CardNote />
    </PaymentStepPage>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUserMiddleware } from "~/server/context.server";
import { amountsOf } from "~/domain/payment/pay-form";
import { chooseSystem } from "~/domain/payment/systems";
import { screenGuard } from "~/server/middleware.server";
import type { Route } from "./+types/quote";
import { quoteSchema } from "./pay.schema";
import { canSaveCard, paymentOf, payContext, quote } from "./pay.server";

// The commission and card-saving answer for the payment form with JS (§3 Commission, Payment parameters):
// without JS the review step shows the same before paying.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const ctx = await payContext(context, q.get("target") ?? "");
  // The form's own schema: amounts typed so far that the form would refuse get no quote.
  const submission = parseWithZod(q, { schema: quoteSchema(ctx.options) });
  const amounts =
    submission.status === "success"
      ? amountsOf(submission.value, {
          payAll: ctx.payAll,
          insuranceKopecks: ctx.insuranceKopecks,
          payAllTotals: ctx.totals,
        })
      : null;
  const system = chooseSystem(ctx.systems, q.get("paymentSystem"), ctx.defaultSystem).name;
  const [found, saveCard] = await Promise.all([
    amounts ? quote(context, ctx, amounts, system) : null,
    canSaveCard(context, paymentOf(ctx), system),
  ]);
  // The amounts come back with the quote so the form shows what the total is made of (issue 33 item 5).
  return data(
    { quote: found, amounts: found ? amounts : null, canSaveCard: saveCard },
    { headers: { "cache-control": "private, no-store" } },
  );
}

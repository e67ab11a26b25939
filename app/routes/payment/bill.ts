import { apiContext, requireUserMiddleware } from "~/api/context.server";
import {screenGuard } from "~/session/middleware.server";
import type { Route } from "./+types/bill";
import { streamFile } from "./payment.server";

// A bill's PDF (§8 Bill download), streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const back = "/payment?tab=bills";
  const failKey = "payment.bill_download_failed";
  if (!/^\d+$/.test(params.id)) return streamFile(context, () => Promise.reject(new Error("bad id")), { fallback: "", back, failKey });
  return streamFile(context, () => context.get(apiContext).GET("/Bills/Download/{id}", { params: { path: { id: Number(params.id) } }, parseAs: "stream" }), {
    fallback: `bill_${params.id}.pdf`,
    back,
    failKey,
  });
}

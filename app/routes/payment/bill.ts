import { data } from "react-router";
import { apiContext, requireUserMiddleware, sessionContext } from "~/api/context.server";
import { backWithNotice, streamDownload } from "~/api/download.server";
import { screenGuard } from "~/session/middleware.server";
import type { Route } from "./+types/bill";

// A bill's PDF (§8 Bill download), streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw data(null, { status: 404 });
  return streamDownload(() => context.get(apiContext).GET("/Bills/Download/{id}", { params: { path: { id: Number(params.id) } }, parseAs: "stream" }), {
    name: `bill_${params.id}.pdf`,
    onFailure: backWithNotice(context.get(sessionContext), "/payment?tab=bills", "payment.bill_download_failed"),
  });
}

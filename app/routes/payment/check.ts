import { data } from "react-router";
import { apiContext, requireUserMiddleware, sessionContext } from "~/api/context.server";
import { backWithNotice, streamDownload } from "~/api/download.server";
import { screenGuard } from "~/session/middleware.server";
import type { Route } from "./+types/check";

// A payment's check (§8 Check download) as PDF or JPEG, streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const jpg = url.searchParams.get("format") === "jpg";
  const type = url.searchParams.get("type");
  return streamDownload(
    () =>
      context.get(apiContext).GET("/Accounting/DownloadPaymentCheck", {
        params: { query: { id, inJpg: jpg, ...(type === "online" || type === "cash" ? { paymentType: type } : {}) } },
        parseAs: "stream",
      }),
    { name: `check_${id}.${jpg ? "jpg" : "pdf"}`, onFailure: backWithNotice(context.get(sessionContext), "/payment?tab=history", "payment.check_download_failed") },
  );
}

import { apiContext, requireUserMiddleware } from "~/api/context.server";
import {screenGuard } from "~/session/middleware.server";
import type { Route } from "./+types/check";
import { streamFile } from "./payment.server";

// A payment's check (§8 Check download) as PDF or JPEG, streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const jpg = url.searchParams.get("format") === "jpg";
  const type = url.searchParams.get("type");
  const id = Number(params.id);
  const back = "/payment?tab=history";
  if (!Number.isInteger(id) || id <= 0) return streamFile(context, () => Promise.reject(new Error("bad id")), { fallback: "", back, failKey: "payment.check_download_failed" });
  return streamFile(
    context,
    () =>
      context.get(apiContext).GET("/Accounting/DownloadPaymentCheck", {
        params: { query: { id, inJpg: jpg, ...(type === "online" || type === "cash" ? { paymentType: type } : {}) } },
        parseAs: "stream",
      }),
    { fallback: `check_${id}.${jpg ? "jpg" : "pdf"}`, back, failKey: "payment.check_download_failed" },
  );
}

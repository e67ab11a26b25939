import { apiContext } from "~/server/context.server";
import { downloadFailure, downloadMiddleware, fileMissing, streamDownload } from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard } from "~/server/middleware.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/check";

export const handle: RouteHandle = { i18n: ["payment"] };

// A payment's check (§8 Check download) as PDF or JPEG, streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [
  screenGuard("Payment"),
  downloadMiddleware<Route.LoaderArgs>(
    ({ request, params, context }) => {
      const id = Number(params.id);
      if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0) throw fileMissing();
      const url = new URL(request.url);
      const jpg = url.searchParams.get("format") === "jpg";
      const type = url.searchParams.get("type");
      return streamDownload(
        () =>
          context.get(apiContext).GET("/Accounting/DownloadPaymentCheck", {
            params: {
              query: { id, inJpg: jpg, ...(type === "online" || type === "cash" ? { paymentType: type } : {}) },
            },
            parseAs: "stream",
          }),
        { name: `check_${id}.${jpg ? "jpg" : "pdf"}` },
      );
    },
    () => ({ message: "payment.check_download_failed", back: "/payment?tab=history" }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function CheckDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

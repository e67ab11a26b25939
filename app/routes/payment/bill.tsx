import { apiContext } from "~/server/context.server";
import { downloadFailure, downloadMiddleware, fileMissing, streamDownload } from "~/server/download.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard } from "~/server/middleware.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/bill";

export const handle: RouteHandle = { i18n: ["payment"] };

// A bill's PDF (§8 Bill download), streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [
  screenGuard("Payment"),
  downloadMiddleware<Route.LoaderArgs>(
    ({ params, context }) => {
      const id = Number(params.id);
      if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id)) throw fileMissing();
      return streamDownload(
        () => context.get(apiContext).GET("/Bills/Download/{id}", { params: { path: { id } }, parseAs: "stream" }),
        {
          name: `bill_${id}.pdf`,
        },
      );
    },
    () => ({ message: "payment.bill_download_failed", back: "/payment?tab=bills" }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function BillDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

import { href } from "react-router";
import { apiContext } from "~/server/context.server";
import { downloadFailure, downloadMiddleware, fileMissing, streamDownload } from "~/server/download.server";
import { cloudflareContext } from "~/context";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard } from "~/server/middleware.server";
import { DownloadFailed, keepDownloadPage } from "~/ui/DownloadFailed";
import type { Route } from "./+types/bill-file";
import { regionalFiles } from "./payment.server";

export const handle: RouteHandle = { i18n: ["payment"] };

const FALLBACK = { signed: "signed.pdf", details: "details.csv", control: "control.xml" } as const;
const PATHS = {
  signed: "/Bills/SignedFile/{ident}",
  details: "/Bills/DetailsFile/{ident}",
  control: "/Bills/ControlFile/{ident}",
} as const;

// The regional build's extra bill files by Ident (§2.3, §7), streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [
  screenGuard("Payment"),
  downloadMiddleware<Route.LoaderArgs>(
    ({ params, context }) => {
      const kind = params.kind as keyof typeof PATHS;
      // Not a file of this build: the same answer as for a file that is not there.
      if (!Object.hasOwn(PATHS, kind) || !regionalFiles(context.get(cloudflareContext).env)) throw fileMissing();
      return streamDownload(
        () =>
          context.get(apiContext).GET(PATHS[kind], { params: { path: { ident: params.ident } }, parseAs: "stream" }),
        {
          name: `${params.ident}_${FALLBACK[kind]}`,
        },
      );
    },
    ({ params }) => ({
      message: "payment.bill_download_failed",
      back: `${href("/payment")}?${new URLSearchParams({ tab: "bills", account: params.ident })}`,
    }),
  ),
];

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadFailure(request, context);
}

export const shouldRevalidate = keepDownloadPage;

export default function BillFileDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadFailed failed={loaderData} />;
}

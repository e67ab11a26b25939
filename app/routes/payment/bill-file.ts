import { data, href } from "react-router";
import { apiContext, requireUserMiddleware, sessionContext } from "~/api/context.server";
import { backWithNotice, streamDownload } from "~/api/download.server";
import { cloudflareContext } from "~/context";
import { screenGuard } from "~/session/middleware.server";
import type { Route } from "./+types/bill-file";
import { regionalFiles } from "./payment.server";

const FALLBACK = { signed: "signed.pdf", details: "details.csv", control: "control.xml" } as const;
const PATHS = { signed: "/Bills/SignedFile/{ident}", details: "/Bills/DetailsFile/{ident}", control: "/Bills/ControlFile/{ident}" } as const;

// The regional build's extra bill files by Ident (§2.3, §7), streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const kind = params.kind as keyof typeof PATHS;
  // Not a file of this build: the same answer as for any unknown path.
  if (!Object.hasOwn(PATHS, kind) || !regionalFiles(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
  const back = `${href("/payment")}?${new URLSearchParams({ tab: "bills", account: params.ident })}`;
  return streamDownload(() => context.get(apiContext).GET(PATHS[kind], { params: { path: { ident: params.ident } }, parseAs: "stream" }), {
    name: `${params.ident}_${FALLBACK[kind]}`,
    onFailure: backWithNotice(context.get(sessionContext), back, "payment.bill_download_failed"),
  });
}

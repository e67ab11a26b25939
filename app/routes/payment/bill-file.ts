import { cloudflareContext } from "~/context";
import { apiContext, requireUserMiddleware } from "~/api/context.server";
import {screenGuard } from "~/session/middleware.server";
import type { Route } from "./+types/bill-file";
import { regionalFiles, streamFile } from "./payment.server";

const FALLBACK = { signed: "signed.pdf", details: "details.csv", control: "control.xml" } as const;
const PATHS = { signed: "/Bills/SignedFile/{ident}", details: "/Bills/DetailsFile/{ident}", control: "/Bills/ControlFile/{ident}" } as const;

// The regional build's extra bill files by Ident (§2.3, §7), streamed through the portal.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Payment")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const kind = params.kind as keyof typeof PATHS;
  const back = `/payment?tab=bills&account=${encodeURIComponent(params.ident)}`;
  const failKey = "payment.bill_download_failed";
  if (!(kind in PATHS) || !regionalFiles(context.get(cloudflareContext).env)) {
    return streamFile(context, () => Promise.reject(new Error("not offered")), { fallback: "", back, failKey });
  }
  return streamFile(context, () => context.get(apiContext).GET(PATHS[kind], { params: { path: { ident: params.ident } }, parseAs: "stream" }), {
    fallback: `${params.ident}_${FALLBACK[kind]}`,
    back,
    failKey,
  });
}

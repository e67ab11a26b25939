import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { guideSource } from "./guide.server";
import { GuidePage } from "./GuidePage";
import type { Route } from "./+types/ag";

export const handle: RouteHandle = { i18n: ["support"], scripts: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { title: translator(context)("support.guide_ag_title"), src: guideSource(context, request, "ag") };
}

/** /ag: an access guide in a frame (§2.1); the URL is the deployment's GUIDE_AG_URL. */
export default function Guide({ loaderData }: Route.ComponentProps) {
  return <GuidePage title={loaderData.title} src={loaderData.src} />;
}

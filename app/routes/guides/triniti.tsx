import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { guideSource } from "./guide.server";
import { GuidePage } from "./GuidePage";
import type { Route } from "./+types/triniti";

export const handle: RouteHandle = { i18n: ["support"], scripts: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { title: translator(context)("support.guide_triniti_title"), src: guideSource(context, request, "triniti") };
}

/** /triniti: an access guide in a frame (§2.1); the URL is the deployment's GUIDE_TRINITI_URL. */
export default function Guide({ loaderData }: Route.ComponentProps) {
  return <GuidePage title={loaderData.title} src={loaderData.src} />;
}

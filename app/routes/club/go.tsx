import { useTranslation } from "react-i18next";
import { data, href, redirect } from "react-router";
import { apiContext, requireUserMiddleware } from "~/server/context.server";
import { call } from "~/api/errors";
import { safeHref } from "~/domain/content/html.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { OutcomePage } from "~/ui/OutcomePage";
import type { Route } from "./+types/go";
import { requireMember } from "./club.server";

export const handle: RouteHandle = { i18n: ["club"] };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/**
 * GET /privilege-club/go/{offerId}: following an offer's action link. The provider records the click
 * (POST /PrivilegeClub/Click) and names the partner's address, where a server redirect sends the resident: no
 * script needed, and the click is counted whether or not the browser runs one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const t = translator(context);
  const title = t("club.go_title");
  await requireMember(context);
  if (!/^\d{1,9}$/.test(params.offerId))
    return data({ title, text: null, key: "club.offer_not_found" }, { status: 404 });
  const answer = await call(() =>
    context.get(apiContext).POST("/PrivilegeClub/Click", { body: { id: Number(params.offerId) } }),
  );
  if (!answer.ok) {
    const unknown = answer.failure.status === 404;
    return data(
      {
        title,
        text: unknown ? null : (answer.failure.text ?? null),
        key: unknown ? "club.offer_not_found" : "club.go_failed",
      },
      { status: unknown ? 404 : 502 },
    );
  }
  // Only an address a link may have (http, https, mailto, tel, a path here): never javascript:.
  const to = "Link" in answer.data ? safeHref(answer.data.Link) : null;
  if (!to) return data({ title, text: null, key: "club.offer_not_found" }, { status: 404 });
  throw redirect(to);
}

export default function ClubGo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("club");
  return (
    <OutcomePage
      title={t("club.go_title")}
      message={loaderData.text ?? t(loaderData.key)}
      back={{ to: href("/privilege-club"), label: t("club.back_to_club") }}
    />
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { useTranslation } from "react-i18next";
import { data, href, Link, redirect } from "react-router";
import { css, cx } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";
import { apiContext, requireUserMiddleware } from "~/api/context.server";
import { call } from "~/api/errors";
import { safeHref } from "~/domain/content/html.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/session/middleware.server";
import { pageTitle } from "~/ui/meta";
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
  if (!/^\d{1,9}$/.test(params.offerId)) return data({ title, text: null, key: "club.offer_not_found" }, { status: 404 });
  const answer = await call(() => context.get(apiContext).POST("/PrivilegeClub/Click", { body: { id: Number(params.offerId) } }));
  if (!answer.ok) {
    const unknown = answer.failure.status === 404;
    return data({ title, text: unknown ? null : (answer.failure.text ?? null), key: unknown ? "club.offer_not_found" : "club.go_failed" }, { status: unknown ? 404 : 502 });
  }
  // Only an address a link may have (http, https, mailto, tel, a path here): never javascript:.
  const to = "Link" in answer.data ? safeHref(answer.data.Link) : null;
  if (!to) return data({ title, text: null, key: "club.offer_not_found" }, { status: 404 });
  throw redirect(to);
}

export const meta: Route.MetaFunction = pageTitle;

export default function ClubGo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("club");
  return (
    <div className={page({ width: "sm" })}>
      <div className={card()}>
        <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{t("club.go_title")}</h1>
        <p className={css({ mb: "2" })}>{loaderData.text ?? t(loaderData.key)}</p>
        <p>
          <Link to={href("/privilege-club")} className={link()}>
            {t("club.back_to_club")}
          </Link>
        </p>
      </div>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

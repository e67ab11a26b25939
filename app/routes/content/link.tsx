import { useTranslation } from "react-i18next";
import { data, href, redirect } from "react-router";
import { apiContext } from "~/server/context.server";
import { call } from "~/api/errors";
import { safeHref } from "~/domain/content/html.server";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { OutcomePage } from "~/ui/OutcomePage";
import type { Route } from "./+types/link";

export const handle: RouteHandle = { i18n: ["home"] };

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /link/{code}: a tracked link of a provider's text (safeHtml turns `clickable:CODE` into this path). The
 * provider counts the click (POST /Common/ClickableLink, with the resident's token) and names the address,
 * where a redirect sends the resident: following a tracked link needs no JavaScript. An unknown code or a
 * failure is said on a page, never a bare error.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const t = translator(context);
  const title = t("home.link_title");
  if (!CODE.test(params.code)) return data({ title, text: null, key: "home.link_not_found" }, { status: 404 });
  const answer = await call(() =>
    context.get(apiContext).POST("/Common/ClickableLink", { body: { code: params.code } }),
  );
  if (!answer.ok) {
    // The provider refuses an unknown or expired code as a business error with its own text.
    const unknown = answer.failure.kind === "business" || answer.failure.status === 404;
    return data(
      { title, text: answer.failure.text ?? null, key: unknown ? "home.link_not_found" : "home.link_failed" },
      { status: unknown ? 404 : 502 },
    );
  }
  // Only an address a text's own link could have (http, https, mailto, tel, a path here): never javascript:.
  const to = "Link" in answer.data ? safeHref(answer.data.Link) : null;
  if (!to || to.startsWith("/link/")) return data({ title, text: null, key: "home.link_not_found" }, { status: 404 });
  throw redirect(to);
}

export default function TrackedLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <OutcomePage
      title={t("home.link_title")}
      message={loaderData.text ?? t(loaderData.key)}
      back={{ to: href("/home"), label: t("home.back") }}
    />
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

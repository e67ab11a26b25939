import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { css } from "styled-system/css";
import { page } from "styled-system/recipes";
import { buildMenu } from "~/domain/navigation/menu";
import { requestBeingRead, unreadCount } from "~/domain/requests/status";
import { pathIfBuilt } from "~/domain/navigation/routes";
import { shortName } from "~/domain/user/name";
import { requireUserMiddleware, services } from "~/session/middleware.server";
import { AppHeader } from "~/ui/AppHeader";
import type { Route } from "./+types/layout";

const DEFAULT_OSS_URL = "https://dom.gosuslugi.ru";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const svc = services(context);
  const user = svc.user!;
  const config = await svc.config();
  const ossUrl = svc.env.OSS_EXTERNAL_URL || DEFAULT_OSS_URL;
  const menu = buildMenu(config, user, { ossExternalUrl: ossUrl });
  // §2.2: the Requests item carries the unread count.
  const requestsItem = menu.find((item) => item.name === "Requests");
  if (requestsItem) {
    const list = await svc.requests();
    if (list.ok) {
      const url = new URL(request.url);
      requestsItem.badge = unreadCount(list.data.Requests, requestBeingRead(list.data.Requests, url.pathname, url.searchParams));
    }
  }
  return {
    siteName: config.main_name ?? null,
    menu,
    profileName: shortName(user.fio),
  };
}

/** The shell of every screen marked auth (§2.2). */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className={css({ srOnly: true, _focus: { srOnly: false, position: "absolute", top: "2", left: "2", bg: "surface", p: "2", zIndex: 60 } })}>
        {t("app.skip_to_content")}
      </a>
      <AppHeader
        siteName={loaderData.siteName}
        menu={loaderData.menu}
        profileName={loaderData.profileName}
        profileHref={pathIfBuilt("Profile")}
        supportHref={pathIfBuilt("SupportChat")}
      />
      <main id="main" className={page({ width: "xl", framed: true })}>
        <Outlet />
      </main>
    </>
  );
}

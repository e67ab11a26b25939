import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { requestList } from "~/routes/requests/list.server";
import { UnreadRequestsChannel, useUnreadRequests, type UnreadSeed } from "~/routes/requests/unread";
import { cloudflareContext } from "~/context";
import { currentUser, requireUserMiddleware, settings } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { css } from "styled-system/css";
import { page } from "styled-system/recipes";
import { buildMenu, isRequestsItemVisible } from "~/domain/navigation/menu";
import { requestBeingRead } from "~/domain/requests/status";
import { unreadAfter } from "~/domain/requests/unread";
import { pathIfBuilt } from "~/domain/navigation/routes";
import { shortName } from "~/domain/user/name";

import { AppHeader } from "~/ui/AppHeader";
import { RouteError } from "~/ui/ErrorPage";
import type { Route } from "./+types/layout";

const DEFAULT_OSS_URL = "https://dom.gosuslugi.ru";

// The header's support chat dialog (§2.2): the /support route's chat, loaded on the icon's first opening.
const loadChat = () => import("~/routes/support/ChatDialog");
const ChatDialog = lazy(loadChat);
const preloadChat = () => void loadChat().catch(() => undefined);

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  // §2.2: the Requests item carries the unread count. The list is asked for together with the user and the
  // settings, which decide whether the item shows: waiting for them would make every page two round trips deep.
  // Where they hide it (an accessOSS resident, Requests off) the answer is not used.
  const [user, config, listed] = await Promise.all([currentUser(context), settings(context), requestList(context)]);
  const list = isRequestsItemVisible({}, user) ? listed : null;
  const ossUrl = context.get(cloudflareContext).env.OSS_EXTERNAL_URL || DEFAULT_OSS_URL;
  const menu = buildMenu(config, user, { ossExternalUrl: ossUrl });
  const requestsItem = menu.find((item) => item.name === "Requests");
  let unread: UnreadSeed | null = null;
  if (requestsItem && list?.ok) {
    const url = new URL(request.url);
    const requests = list.data.Requests;
    unread = {
      key: list.data.UpdateKey,
      unread: unreadAfter([], requests, requestBeingRead(requests, url.pathname, url.searchParams)),
    };
    requestsItem.badge = unread.unread.length;
  }
  return {
    siteName: config.main_name ?? null,
    menu,
    profileName: shortName(user.fio),
    // With JS the badge follows the 30 s request updates from here on (requests/unread.ts).
    unread,
  };
}

/** The shell of every screen marked auth (§2.2). */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const { count, channel } = useUnreadRequests(loaderData.unread);
  const menu = useMemo(
    () =>
      count === null
        ? loaderData.menu
        : loaderData.menu.map((item) => (item.name === "Requests" ? { ...item, badge: count } : item)),
    [loaderData.menu, count],
  );
  return (
    <UnreadRequestsChannel channel={channel}>
      <Shell {...loaderData} menu={menu}>
        <Outlet />
      </Shell>
    </UnreadRequestsChannel>
  );
}

/**
 * A screen's error its own boundary did not catch: the shell stays when its data is there (a child failed),
 * and a page of its own is left when the layout's loader failed.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) return <RouteError error={error} standalone />;
  return (
    <Shell {...loaderData}>
      <RouteError error={error} />
    </Shell>
  );
}

function Shell({
  siteName,
  menu,
  profileName,
  children,
}: Route.ComponentProps["loaderData"] & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: { srOnly: false, position: "absolute", top: "2", left: "2", bg: "surface", p: "2", zIndex: 60 },
        })}
      >
        {t("app.skip_to_content")}
      </a>
      <AppHeader
        siteName={siteName}
        menu={menu}
        profileName={profileName}
        profileHref={pathIfBuilt("Profile")}
        supportHref={pathIfBuilt("SupportChat")}
        supportChat={(from, close) => (
          <Suspense fallback={<p role="status">{t("app.loading")}</p>}>
            <ChatDialog from={from} close={close} />
          </Suspense>
        )}
        preloadChat={preloadChat}
      />
      <main id="main" className={page({ width: "xl", framed: true })}>
        {children}
      </main>
    </>
  );
}

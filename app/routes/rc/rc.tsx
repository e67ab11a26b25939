import { once } from "~/server/once.server";
import { apiContext, sessionContext, settings } from "~/server/context.server";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, href, redirect, useRouteError } from "react-router";
import { card, heading, page, text } from "styled-system/recipes";
import { call } from "~/api/errors";
import { mapLoaded } from "~/api/loaded";
import { css } from "styled-system/css";
import { RouteError } from "~/ui/ErrorPage";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import { LoadFailed } from "~/ui/LoadFailed";
import { evaluationStyle } from "~/domain/requests/rating";
import type { RouteHandle } from "~/i18n/namespaces";
import { getLocale } from "~/i18n/i18n.server";
import { translator } from "~/server/middleware.server";
import { anonymousLookup } from "~/server/rate-limit.server";
import { chatAnswer, chatCommand } from "../requests/chat.server";
import { useLive } from "../requests/live";
import { RequestChat } from "../requests/RequestChat";
import { chatStep, reloadWhenStale, withMessages } from "../requests/types";
import type { Route } from "./+types/rc";

export const handle: RouteHandle = { i18n: ["requests"], description: "requests.rc_meta_description" };

/** A refused lookup's Retry-After reaches the 429 page's response. */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Before the provider is asked: a client over the limit gets the 429 page and the code is not looked up.
  const lookup = await anonymousLookup(context, "rc");
  const [details, config] = await Promise.all([
    call(() =>
      context.get(apiContext).GET("/OpenRequests/Details/{code}", { params: { path: { code: params.code } } }),
    ),
    settings(context),
  ]);
  // An unknown code is this page's own "not found" (with what to check), not the portal's "no such page".
  const missing = !details.ok && details.failure.status === 404;
  if (missing) await lookup.miss();
  const page = {
    title: translator(context)("requests.rc_title"),
    missing,
    code: params.code,
    updateKey: details.ok ? details.data.updateKey : "",
    request: mapLoaded(details, (d) => withMessages(d.request, getLocale(context))),
    step: chatStep(new URL(request.url).searchParams.get("do")),
    commentingDisabled: config.disableCommentingRequests === true,
    style: evaluationStyle(config.styleOfEvaluation),
    siteName: config.main_name ?? null,
  };
  return missing ? data(page, { status: 404 }) : page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // Every form here looks the code up too (the answer tells whether it exists): counted like a page load.
  const lookup = await anonymousLookup(context, "rc");
  return once(
    context,
    formData,
    `rc.${params.code}.${intent}`,
    async () => {
      const outcome = await chatCommand(context, { kind: "open", code: params.code }, formData);
      if (!outcome) throw data(null, { status: 400 });
      if (!outcome.ok && outcome.missing) await lookup.miss();
      if (!outcome.ok) return chatAnswer(intent, outcome);
      if (outcome.notice) context.get(sessionContext).flash(outcome.notice);
      throw redirect(href("/rc/:code", { code: params.code }));
    },
    () => false,
  );
}

export const shouldRevalidate = reloadWhenStale;

/** A request's chat by its access code, without login, in the empty layout (§2.1, §6). */
export default function RequestByCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("requests");
  const { code } = loaderData;
  const base = href("/rc/:code", { code });
  const initial = useMemo(
    () => ({
      key: loaderData.updateKey,
      requests: [],
      selected: loaderData.request.ok ? loaderData.request.data : null,
    }),
    [loaderData],
  );
  const live = useLive(initial, (s) =>
    s.key && s.selected ? `${href("/rc/:code/updates", { code })}?${new URLSearchParams({ key: s.key })}` : null,
  );
  return (
    <main id="main" className={page({ width: "md", framed: true })}>
      <header className={css({ display: "flex", justifyContent: "space-between", gap: "4", flexWrap: "wrap" })}>
        <p className={text({ variant: "siteName" })}>{loaderData.siteName ?? t("app.name")}</p>
        <LanguageSwitch />
      </header>
      <h1 className={heading({ level: "page" })}>
        {loaderData.missing ? t("requests.rc_not_found") : t("requests.rc_heading")}
      </h1>
      {loaderData.missing ? (
        <p className={card()}>{t("requests.rc_not_found_text")}</p>
      ) : live.selected ? (
        <div className={card()}>
          <RequestChat
            request={live.selected}
            formKey={loaderData.request.ok ? loaderData.request.data.Messages.length : 0}
            action={base}
            fileHref={(fileId) => href("/rc/:code/files/:fileId", { code, fileId: String(fileId) })}
            commentingDisabled={loaderData.commentingDisabled}
            style={loaderData.style}
            step={loaderData.step}
            answer={actionData ?? undefined}
          />
        </div>
      ) : !loaderData.request.ok ? (
        <LoadFailed failure={loaderData.request.failure} title="errors.messages_load_failed" />
      ) : null}
    </main>
  );
}

/**
 * Its own boundary, inside the root's shell (the notices, the document): the 429 page
 * with the wait for a client over the lookup limit, any failure.
 */
export function ErrorBoundary() {
  return <RouteError error={useRouteError()} standalone />;
}

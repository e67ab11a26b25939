import { requestList } from "~/routes/requests/list.server";
import { apiContext, requireUserMiddleware, sessionContext, settings } from "~/api/context.server";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { call } from "~/api/errors";
import { evaluationStyle } from "~/domain/requests/rating";
import { selectedRequestId } from "~/domain/requests/status";
import type { RouteHandle } from "~/i18n/namespaces";
import {screenGuard, translator } from "~/session/middleware.server";
import { noticeFromFailure } from "~/session/notice";
import { Notices } from "~/ui/Notices";
import type { Route } from "./+types/requests";
import { chatAnswer, chatCommand } from "./chat.server";
import { useLive } from "./live";
import { PaidRequest } from "./PaidRequest";
import { payAction } from "./pay.server";
import { RequestChat } from "./RequestChat";
import { ChatPanel } from "./ChatPanel";
import { ClosedToggle, listHref, RequestList } from "./RequestList";
import { chatStep, toItem, withMessages } from "./types";

export const handle: RouteHandle = { i18n: ["requests"] };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

function requestId(param: string | undefined): number | null {
  if (!param) return null;
  if (!/^\d+$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = requestId(params.requestId);
  const [list, config] = await Promise.all([requestList(context), settings(context)]);
  const requests = list.ok ? list.data.Requests.map(toItem) : [];
  const closedParam = url.searchParams.get("closed");
  // §2.3: the first open request is selected when none is named.
  const selectedId = selectedRequestId(requests, id, closedParam === "1");
  const details = selectedId === null ? null : await call(() => context.get(apiContext).GET("/Requests/Details/{id}", { params: { path: { id: selectedId } } }));
  if (id !== null && details && !details.ok && details.failure.status === 404) throw data(null, { status: 404 });
  const selected = details?.ok ? withMessages(details.data) : null;
  // Its details just marked it read: the list shows it so, as the menu badge counts it (app layout).
  const listed = selected ? requests.map((r) => (r.ID === selected.ID ? { ...r, IsReadedByClient: true } : r)) : requests;
  const notices = [list, details].flatMap((r) => (r && !r.ok ? [noticeFromFailure(r.failure)] : []));
  return {
    title: translator(context)("requests.title"),
    requests: listed,
    updateKey: list.ok ? list.data.UpdateKey : "",
    closed: closedParam === null ? (selected?.IsClosed ?? false) : closedParam === "1",
    selected,
    explicit: id !== null,
    step: chatStep(url.searchParams.get("do")),
    commentingDisabled: config.disableCommentingRequests === true,
    style: evaluationStyle(config.styleOfEvaluation),
    notices,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requestId(params.requestId);
  if (id === null) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const back = `/requests/${id}`;
  const paid = await payAction(context, request, id, intent);
  if (paid) return paid;
  const style = evaluationStyle((await settings(context)).styleOfEvaluation);
  let number = "";
  if (intent === "cancel") {
    const details = await call(() => context.get(apiContext).GET("/Requests/Details/{id}", { params: { path: { id } } }));
    number = details.ok ? details.data.RequestNumber : String(id);
  }
  const run = chatCommand(context, { kind: "own", id }, formData, { style, number });
  if (!run) throw data(null, { status: 400 });
  const outcome = await run;
  if (!outcome.ok) return chatAnswer(intent, outcome);
  if (outcome.notice) context.get(sessionContext).flash(outcome.notice);
  // Post/redirect/get: a reload does not post again.
  throw redirect(back);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** Requests (§2.3): the list with the open/closed toggle and the chat of the selected request. */
export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("requests");
  const initial = useMemo(
    () => ({ key: loaderData.updateKey, requests: loaderData.requests, selected: loaderData.selected }),
    [loaderData],
  );
  const live = useLive(initial, (s) =>
    s.key ? `/requests/updates?key=${encodeURIComponent(s.key)}${s.selected ? `&current=${s.selected.ID}` : ""}` : null,
  );
  const shown = live.requests.filter((r) => r.IsClosed === loaderData.closed);
  const selected = live.selected;
  const action = selected ? `/requests/${selected.ID}` : "/requests";
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <Notices notices={[...loaderData.notices, ...(actionData?.notices ?? [])]} />
      <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mr: "auto" })}>{t("requests.heading")}</h1>
        <Link to="/requests/new" className={button()}>
          {t("requests.new_request")}
        </Link>
      </div>
      <ClosedToggle closed={loaderData.closed} />
      <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", lg: "minmax(16rem, 1fr) 2fr" }, alignItems: "start" })}>
        <RequestList requests={shown} closed={loaderData.closed} selectedId={selected?.ID ?? null} />
        {selected ? (
          <ChatPanel explicit={loaderData.explicit} listHref={listHref(loaderData.closed)} number={selected.RequestNumber}>
            <RequestChat
              key={selected.ID}
              formKey={loaderData.selected?.Messages.length ?? 0}
              request={selected}
              action={action}
              fileHref={(fileId) => `/requests/files/${fileId}?back=${selected.ID}`}
              commentingDisabled={loaderData.commentingDisabled}
              style={loaderData.style}
              step={loaderData.step}
              actionData={actionData ?? undefined}
            >
              <PaidRequest request={selected} action={action} />
            </RequestChat>
          </ChatPanel>
        ) : null}
      </div>
    </div>
  );
}

import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { css } from "styled-system/css";
import { button, heading, pageHeader } from "styled-system/recipes";
import { call } from "~/api/errors";
import { evaluationStyle } from "~/domain/requests/rating";
import { selectedRequestId } from "~/domain/requests/status";
import type { RouteHandle } from "~/i18n/namespaces";
import { requireUserMiddleware, screenGuard, services, translator } from "~/session/middleware.server";
import { noticeFromFailure } from "~/session/notice";
import { Notices } from "~/ui/Notices";
import type { Route } from "./+types/requests";
import { chatCommand } from "./chat.server";
import { useLive } from "./live";
import { PaidRequest } from "./PaidRequest";
import { payAction } from "./pay.server";
import { RequestChat } from "./RequestChat";
import { ChatPanel } from "./ChatPanel";
import { ClosedToggle, listHref, RequestList } from "./RequestList";
import { chatStep, toItem, withMessages, type ChatActionData } from "./types";

export const handle: RouteHandle = { i18n: ["requests"] };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

function requestId(param: string | undefined): number | null {
  if (!param) return null;
  if (!/^\d+$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const svc = services(context);
  const url = new URL(request.url);
  const id = requestId(params.requestId);
  const [list, config] = await Promise.all([svc.requests(), svc.config()]);
  const requests = list.ok ? list.data.Requests.map(toItem) : [];
  const closedParam = url.searchParams.get("closed");
  // §2.3: the first open request is selected when none is named.
  const selectedId = selectedRequestId(requests, id, closedParam === "1");
  const details = selectedId === null ? null : await call(() => svc.api().GET("/Requests/Details/{id}", { params: { path: { id: selectedId } } }));
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
  const svc = services(context);
  const id = requestId(params.requestId);
  if (id === null) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const back = `/requests/${id}`;
  const paid = await payAction(svc, request, id, intent);
  if (paid) return paid;
  const style = evaluationStyle((await svc.config()).styleOfEvaluation);
  let number = "";
  if (intent === "cancel") {
    const details = await call(() => svc.api().GET("/Requests/Details/{id}", { params: { path: { id } } }));
    number = details.ok ? details.data.RequestNumber : String(id);
  }
  const run = chatCommand(svc, { kind: "own", id }, formData, { style, number });
  if (!run) throw data(null, { status: 400 });
  const outcome = await run;
  if (!outcome.ok) return data<ChatActionData>({ intent, notices: outcome.notices, result: outcome.result }, { status: 400 });
  if (outcome.notice) svc.flash(outcome.notice);
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
      <div className={pageHeader()}>
        <h1 className={heading({ level: "page" })}>{t("requests.heading")}</h1>
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

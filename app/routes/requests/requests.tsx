import { once } from "~/server/once.server";
import { requestList } from "~/routes/requests/list.server";
import { apiContext, requireUserMiddleware, sessionContext, settings, type Context } from "~/server/context.server";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Await, data, href, Link, redirect, useLocation, useNavigate } from "react-router";
import { css } from "styled-system/css";
import { button, card, heading, pageHeader } from "styled-system/recipes";
import { call } from "~/api/errors";
import { mapLoaded } from "~/api/loaded";
import { streamsDeferred } from "~/server/streaming.server";
import { evaluationStyle } from "~/domain/requests/rating";
import { selectedRequestId } from "~/domain/requests/status";
import type { RouteHandle } from "~/i18n/namespaces";
import { getLocale } from "~/i18n/i18n.server";
import { screenGuard, translator } from "~/server/middleware.server";
import type { Route } from "./+types/requests";
import { chatAnswer, chatCommand } from "./chat.server";
import { useLive } from "./live";
import { useReportUnread } from "./unread";
import { PaidRequest } from "./PaidRequest";
import { payAction } from "./pay.server";
import { RequestChat } from "./RequestChat";
import { ChatPanel } from "./ChatPanel";
import { ClosedToggle, listHref, requestHref, RequestList } from "./RequestList";
import { chatStep, reloadWhenStale, toItem, withMessages } from "./types";
import { LoadFailed, WhenLoaded } from "~/ui/LoadFailed";
import { carriesPaymentResult } from "~/domain/requests/payment-return";

export const handle: RouteHandle = { i18n: ["requests"], description: "requests.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

function requestId(param: string | undefined): number | null {
  if (!param) return null;
  if (!/^\d+$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

/** A request's details with its messages (asking for them marks it read), or why they could not be loaded. */
async function chatOf(context: Context, id: number) {
  const details = await call(() =>
    context.get(apiContext).GET("/Requests/Details/{id}", { params: { path: { id } } }),
  ).catch((e: unknown) => {
    // Deferred, this may run after the page's headers left: a 401 redirect can no longer happen, so it is a failure.
    if (e instanceof Response)
      return {
        ok: false as const,
        failure: { kind: "unauthorized" as const, status: 401, key: "errors.unauthorized" },
      };
    throw e;
  });
  return mapLoaded(details, (d) => withMessages(d, getLocale(context)));
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = requestId(params.requestId);
  // A named request's details are asked for together with the list. The first open one (§2.3: selected when
  // none is named) is known only from the list, so its chat is deferred: the page does not wait for it.
  const named = id === null ? null : chatOf(context, id);
  const [list, config, namedChat] = await Promise.all([requestList(context), settings(context), named]);
  if (namedChat && !namedChat.ok && namedChat.failure.status === 404) throw data(null, { status: 404 });
  const requests = mapLoaded(list, (l) => l.Requests.map((r) => toItem(r, getLocale(context))));
  const closedParam = url.searchParams.get("closed");
  // Without the list only a named request can be shown.
  const selectedId = requests.ok ? selectedRequestId(requests.data, id, closedParam === "1") : id;
  const first = namedChat ?? (selectedId === null ? null : chatOf(context, selectedId));
  const chosen = requests.ok ? requests.data.find((r) => r.ID === selectedId) : undefined;
  // The promise itself where it may stream, its value where the document must arrive whole.
  const chat = first && !streamsDeferred(request) ? await first : first;
  // Its details mark it read: the list shows it so, as the menu badge counts it (app layout).
  const listed = mapLoaded(requests, (all) =>
    all.map((r) => (r.ID === selectedId ? { ...r, IsReadedByClient: true } : r)),
  );
  return {
    title: translator(context)("requests.title"),
    requests: listed,
    updateKey: list.ok ? list.data.UpdateKey : "",
    closed:
      closedParam === null
        ? ((namedChat?.ok ? namedChat.data.IsClosed : undefined) ?? chosen?.IsClosed ?? false)
        : closedParam === "1",
    selectedId,
    chat,
    explicit: id !== null,
    step: chatStep(url.searchParams.get("do")),
    commentingDisabled: config.disableCommentingRequests === true,
    style: evaluationStyle(config.styleOfEvaluation),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requestId(params.requestId);
  if (id === null) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const back = requestHref(id);
  // Each of the chat's forms runs once per submitted form: a double submit sends one message (issue 14).
  return once(
    context,
    formData,
    `requests.${id}.${intent}`,
    async () => {
      const paid = await payAction(context, request, id, intent, formData);
      if (paid) return paid;
      const outcome = await chatCommand(context, { kind: "own", id }, formData);
      if (!outcome) throw data(null, { status: 400 });
      if (!outcome.ok) return chatAnswer(intent, outcome);
      if (outcome.notice) context.get(sessionContext).flash(outcome.notice);
      // Post/redirect/get: a reload does not post again.
      throw redirect(back);
    },
    () => false,
  );
}

export const shouldRevalidate = reloadWhenStale;

type Chat = Awaited<ReturnType<typeof chatOf>>;

/**
 * Requests (§2.3): the list with the open/closed toggle and the chat of the selected request. A deferred chat
 * (none named) shows the list first; without JS the document arrives whole (app/entry.server.tsx).
 */
export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const view = (chat: Chat | null, state: "loaded" | "waiting" | "streamed") => (
    <RequestsView data={loaderData} chat={chat} state={state} actionData={actionData} />
  );
  // No boundary for a chat already there: a boundary would let a lazy part inside it stream too, hidden from a
  // browser without JS.
  if (!(loaderData.chat instanceof Promise)) return view(loaderData.chat, "loaded");
  return (
    <Suspense fallback={view(null, "waiting")}>
      <Await resolve={loaderData.chat}>{(chat) => view(chat, "streamed")}</Await>
    </Suspense>
  );
}

interface ViewProps {
  data: Route.ComponentProps["loaderData"];
  chat: Chat | null;
  /** loaded: came with the page; waiting: streaming in; streamed: arrived after the page. */
  state: "loaded" | "waiting" | "streamed";
  actionData: Route.ComponentProps["actionData"];
}

function RequestsView({ data: loaderData, chat, state, actionData }: ViewProps) {
  const { t } = useTranslation("requests");
  const initial = useMemo(
    () => ({
      key: loaderData.updateKey,
      requests: loaderData.requests.ok ? loaderData.requests.data : [],
      selected: chat?.ok ? chat.data : null,
    }),
    [loaderData, chat],
  );
  const live = useLive(initial, (s) =>
    s.key
      ? `${href("/requests/updates")}?${new URLSearchParams({ key: s.key, ...(s.selected ? { current: String(s.selected.ID) } : {}) })}`
      : null,
  );
  // The menu badge follows this page's list while it is open, from this page's poll (requests/unread.ts).
  useReportUnread({ key: live.key, requests: live.requests, open: live.selected?.ID ?? null });
  const shown = live.requests.filter((r) => r.IsClosed === loaderData.closed);
  const selected = live.selected;
  const action = requestHref(selected?.ID);
  // At tablet width with JS a request chosen in the list opens in a modal (ChatPanel).
  const [modal, setModal] = useState<number | null>(null);
  const navigate = useNavigate();
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <PaymentReturn />
      <div className={pageHeader()}>
        <h1 className={heading({ level: "page" })}>{t("requests.heading")}</h1>
        <Link to={href("/requests/new")} className={button()}>
          {t("requests.new_request")}
        </Link>
      </div>
      <ClosedToggle closed={loaderData.closed} />
      <div
        className={css({
          display: "grid",
          gap: "4",
          // minmax(0, …): a column no wider than its share, however long a word in it (issue 31 item 10).
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(16rem, 1fr) minmax(0, 2fr)" },
          alignItems: "start",
        })}
      >
        {/* The live list starts from the loaded one; a failed load shows why, never "no requests". */}
        <WhenLoaded value={loaderData.requests}>
          {() => (
            <RequestList
              requests={shown}
              closed={loaderData.closed}
              selectedId={selected?.ID ?? null}
              onSelect={setModal}
            />
          )}
        </WhenLoaded>
        {selected ? (
          <ChatPanel
            explicit={loaderData.explicit}
            modal={modal === selected.ID}
            onClose={() => {
              setModal(null);
              void navigate(listHref(loaderData.closed));
            }}
            number={selected.RequestNumber}
          >
            <RequestChat
              key={selected.ID}
              formKey={chat?.ok ? chat.data.Messages.length : 0}
              request={selected}
              action={action}
              fileHref={(fileId) =>
                `${href("/requests/files/:fileId", { fileId: String(fileId) })}?back=${selected.ID}`
              }
              commentingDisabled={loaderData.commentingDisabled}
              style={loaderData.style}
              step={loaderData.step}
              answer={actionData ?? undefined}
            >
              <PaidRequest request={selected} action={action} answer={actionData ?? undefined} />
            </RequestChat>
          </ChatPanel>
        ) : chat && !chat.ok ? (
          <LoadFailed failure={chat.failure} title="errors.messages_load_failed" />
        ) : state === "waiting" && loaderData.selectedId !== null ? (
          <ChatWaiting id={loaderData.selectedId} />
        ) : null}
      </div>
    </div>
  );
}

const HashResult = lazy(() => import("~/routes/payment/HashResult"));

/**
 * A paid request's return from the payment page (§2.3, §4): its result is in the hash, which only the browser
 * sees. The notice's code loads when the hash carries a marker (it shows 1 s after the page, §9).
 */
function PaymentReturn() {
  const { hash } = useLocation();
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    if (carriesPaymentResult(hash)) setMarked(true);
  }, [hash]);
  return marked ? (
    <Suspense fallback={null}>
      <HashResult />
    </Suspense>
  ) : null;
}

/** While the deferred chat streams in; a browser that stopped running scripts mid-session gets a link to it. */
function ChatWaiting({ id }: { id: number }) {
  const { t } = useTranslation("requests");
  return (
    <div className={card()} aria-busy="true">
      <p role="status">{t("app.loading")}</p>
      <noscript>
        <Link to={requestHref(id)}>{t("requests.open_chat")}</Link>
      </noscript>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

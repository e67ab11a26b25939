import { Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { css } from "styled-system/css";
import { Notices } from "~/ui/Notices";
import { useRouteForm } from "~/ui/useRouteForm";
import type { Answer } from "./chat.server";
import { ChatNavContext, type ChatNav } from "./chat-nav";
import type { action, loader } from "./support";
import { SupportChat } from "./SupportChat";

// The header's support chat (§2.2, §2.3 Modals): with JS the icon opens the /support chat in a dialog over the
// page the resident is on; without JS the icon is the link to that page. The chat is the route's own: its loader
// read through a fetcher, its forms posted to its action through another, its help-tree links loading the next
// step into the dialog. The app layout hands it to the header (React.lazy): it loads on the first opening.

/** The chat's own texts load with it; until they are in, the dialog says it is loading. */
export default function ChatDialog({ from, close }: { from: string; close: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t("app.loading")}</p>}>
      <ChatInDialog from={from} close={close} />
    </Suspense>
  );
}

const modified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

function ChatInDialog({ from, close }: { from: string; close: () => void }) {
  const { t } = useTranslation("support");
  const [url, setUrl] = useState(() => `${href("/support")}${from ? `?${new URLSearchParams({ from })}` : ""}`);
  const { data, send } = useRouteForm<typeof loader, typeof action>(url);
  const answer = send.data;
  const root = useRef<HTMLDivElement>(null);

  // 'Call operator' done or a message sent: the dialog goes on to the talk (the page would be redirected there);
  // 'problem solved' closes the chat, and the page's root, reloaded after the post, shows the notice.
  useEffect(() => {
    if (answer?.intent === "moved")
      setUrl(`${href("/support")}?${new URLSearchParams({ talk: "1", ...(from ? { from } : {}) })}`);
    else if (answer?.intent === "solved") close();
  }, [answer, from, close]);

  // A chosen step replaces the link that was clicked: focus goes on to the step's heading or the message field.
  useEffect(() => {
    const focused = document.activeElement;
    if (data && (!focused || focused === document.body || !focused.isConnected)) {
      root.current?.querySelector<HTMLElement>("#tree-heading, textarea")?.focus();
    }
  }, [data]);

  // Stable components: a new one at each fetcher state would remount the chat's forms (and lose the draft).
  const SendForm = send.Form;
  const Form = useMemo<ChatNav["Form"]>(
    () =>
      function DialogForm({ children, ...props }) {
        return (
          <SendForm {...props} action={href("/support")}>
            {children}
            <input type="hidden" name="dialog" value="1" />
          </SendForm>
        );
      },
    [SendForm],
  );
  // Still the step's page for a new tab; a plain click loads the step here.
  const Link = useMemo<ChatNav["Link"]>(
    () =>
      function StepLink({ to, className, children }) {
        return (
          <a
            href={to}
            className={className}
            onClick={(event) => {
              if (modified(event)) return;
              event.preventDefault();
              setUrl(to);
            }}
          >
            {children}
          </a>
        );
      },
    [],
  );
  const nav = useMemo<ChatNav>(() => ({ Form, Link, fetcher: { state: send.state } }), [Form, Link, send.state]);

  if (!data) return <p role="status">{t("app.loading")}</p>;
  const shown = answer && "notices" in answer ? answer.notices : [];
  return (
    <div ref={root} className={css({ display: "grid", gap: "4" })}>
      {shown.length ? <Notices inline notices={shown} /> : null}
      <ChatNavContext.Provider value={nav}>
        <SupportChat data={data} actionData={answer as Answer | undefined} />
      </ChatNavContext.Provider>
    </div>
  );
}

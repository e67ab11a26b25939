import { useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { css, cx } from "styled-system/css";
import { button, chat, heading, link, text } from "styled-system/recipes";
import type { Loaded } from "~/api/loaded";
import { formatSupportPhoneMask, shownSupportPhone, supportPhoneRule } from "~/domain/support/forms";
import type { SupportDay } from "~/domain/support/messages";
import { ChatFileLink } from "~/ui/ChatParts";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useForm } from "~/ui/form";
import { LoadFailed } from "~/ui/LoadFailed";
import { PhoneField } from "~/ui/PhoneField";
import { SubmitButton } from "~/ui/SubmitButton";
import { usePoll } from "~/ui/usePoll";
import type { Answer, ChatState } from "./chat.server";
import { useChatNav, useChatPending } from "./chat-nav";
import { SupportMessageForm } from "./SupportMessageForm";

/** §9: the support chat is polled every 5 s. */
export const SUPPORT_POLL_MS = 5_000;

export interface TreeView {
  path: string;
  trail: string[];
  choices: { name: string; path: string }[];
  conclusion: string | null;
  end: boolean;
}

export interface ChatData {
  stage: "phone" | "chat";
  phone: string | null;
  talk: boolean;
  from: string;
  chat: Loaded<ChatState> | null;
  tree: Loaded<TreeView> | null;
}

/** The chat's body: the visitor's phone step, or the messages with the help tree or the message form. */
export function SupportChat({ data, actionData }: { data: ChatData; actionData?: Answer }) {
  const { t } = useTranslation("support");
  const { Form } = useChatNav();
  const pending = useChatPending();
  if (data.stage === "phone" || !data.chat)
    return <PhoneStep actionData={actionData?.intent === "phone" ? actionData : undefined} />;
  const chatLoaded = data.chat;
  const showTree = data.tree?.ok && !data.talk && (!chatLoaded.ok || chatLoaded.data.ShouldStartNewIssue);
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      {data.phone ? (
        <Form method="post" className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
          <p>{t("support.phone_shown", { phone: shownSupportPhone(data.phone) })}</p>
          <button
            type="submit"
            name="intent"
            value="forget"
            disabled={pending}
            className={button({ variant: "ghost", size: "sm" })}
          >
            {t("support.phone_change")}
          </button>
        </Form>
      ) : null}
      {chatLoaded.ok ? (
        <LiveMessages initial={chatLoaded.data} />
      ) : (
        <LoadFailed failure={chatLoaded.failure} title="errors.messages_load_failed" />
      )}
      {showTree && data.tree?.ok ? (
        <HelpTree tree={data.tree.data} from={data.from} />
      ) : (
        <SupportMessageForm
          key={chatLoaded.ok ? chatLoaded.data.UpdateKey : "x"}
          actionData={actionData?.intent === "message" ? actionData : undefined}
        />
      )}
    </div>
  );
}

/** §5: a visitor's phone first (at least 11 digits); every press posts and the server answers. */
function PhoneStep({ actionData }: { actionData?: Answer }) {
  const { t } = useTranslation("support");
  const { Form, fetcher } = useChatNav();
  const form = useForm({ id: "support-phone", reply: actionData?.result, rule: supportPhoneRule, fetcher });
  return (
    <Form method="post" {...form.props} className={css({ display: "grid", gap: "3", maxW: "sm" })}>
      <ErrorSummary form={form} />
      <p>{t("support.phone_intro")}</p>
      <PhoneField
        field={form.field("phone")}
        label={t("support.phone")}
        autoComplete="tel"
        mask={formatSupportPhoneMask}
      />
      <SubmitButton form={form} busy={form.busy} name="intent" value="phone">
        {t("support.phone_submit")}
      </SubmitButton>
    </Form>
  );
}

/** Messages seeded by the loader, replaced by the 5 s poll when the update key moves (never while hidden). */
function LiveMessages({ initial }: { initial: ChatState }) {
  const [seed, setSeed] = useState(initial);
  const [live, setLive] = useState(initial);
  if (seed !== initial) {
    setSeed(initial);
    setLive(initial);
  }
  const url = href("/support/updates");
  usePoll<ChatState>(url, (u) => setLive((s) => (u.UpdateKey !== s.UpdateKey ? u : s)), SUPPORT_POLL_MS, {
    whileHidden: false,
  });
  return <MessageList days={live.days} />;
}

const bubble = chat();

export function MessageList({ days }: { days: SupportDay[] }) {
  const { t } = useTranslation("support");
  if (days.length === 0) return <p className={text({ variant: "hint" })}>{t("support.no_messages")}</p>;
  return (
    <ol
      aria-label={t("support.messages_label")}
      className={css({ display: "grid", gap: "4" })}
      data-testid="support-messages"
    >
      {days.map((d) => (
        <li key={d.date} className={css({ display: "grid", gap: "2" })}>
          <h2 className={css({ fontSize: "sm", fontWeight: "semibold", color: "textMuted", textAlign: "center" })}>
            {d.date}
          </h2>
          <ol className={css({ display: "grid", gap: "2" })}>
            {d.messages.map((m, i) => (
              <li key={m.ID ?? `${d.date}-${i}`} className={chat({ self: m.IsSelf }).message}>
                <p className={bubble.author}>
                  {m.IsSelf ? t("support.you") : t("support.operator")}{" "}
                  {m.time ? (
                    <time dateTime={m.iso ?? undefined} className={bubble.time}>
                      {t("app.moscow_time", { time: m.time })}
                    </time>
                  ) : null}
                </p>
                {/* §3: a file when FileID is above 0; its Text is the stored name. */}
                {m.FileID > 0 ? (
                  <ChatFileLink href={href("/support/files/:fileId", { fileId: String(m.FileID) })}>
                    {m.Text || t("support.file")}
                  </ChatFileLink>
                ) : (
                  <p className={bubble.body}>{m.Text}</p>
                )}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/**
 * The help tree (§4), one step per page: every choice is a link that keeps the path in the URL, so it walks
 * without a script; 'call operator' and 'problem solved' are posts.
 */
function HelpTree({ tree, from }: { tree: TreeView; from: string }) {
  const { t } = useTranslation("support");
  const { Form, Link } = useChatNav();
  const pending = useChatPending();
  const at = (path: string) =>
    `${href("/support")}?${new URLSearchParams({ ...(path ? { path } : {}), ...(from ? { from } : {}) })}`;
  const parent = tree.path.includes(".") ? tree.path.slice(0, tree.path.lastIndexOf(".")) : "";
  return (
    <section aria-labelledby="tree-heading" className={css({ display: "grid", gap: "3" })}>
      {/* Focusable: in the header's dialog a chosen step puts the focus here (ChatDialog.tsx). */}
      <h2 id="tree-heading" tabIndex={-1} className={heading({ level: "title" })}>
        {t("support.tree_heading")}
      </h2>
      {tree.trail.length ? (
        <ol
          aria-label={t("support.chosen_label")}
          className={css({ display: "flex", gap: "2", flexWrap: "wrap", color: "textMuted" })}
        >
          {tree.trail.map((name, i) => (
            <li key={i}>{i > 0 ? `→ ${name}` : name}</li>
          ))}
        </ol>
      ) : null}
      {tree.conclusion ? <p className={css({ whiteSpace: "pre-wrap" })}>{tree.conclusion}</p> : null}
      {tree.choices.length ? (
        <ul aria-label={t("support.tree_label")} className={css({ display: "grid", gap: "2" })}>
          {tree.choices.map((c) => (
            <li key={c.path}>
              <Link
                to={at(c.path)}
                className={cx(button({ variant: "secondary" }), css({ w: "full", justifyContent: "flex-start" }))}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {tree.end || tree.choices.length === 0 ? (
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <Form method="post">
            <input type="hidden" name="path" value={tree.path} />
            <input type="hidden" name="from" value={from} />
            <button type="submit" name="intent" value="operator" disabled={pending} className={button()}>
              {t("support.call_operator")}
            </button>
          </Form>
          {tree.trail.length ? (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="solved"
                disabled={pending}
                className={button({ variant: "secondary" })}
              >
                {t("support.solved")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {tree.trail.length ? (
        <p className={css({ display: "flex", gap: "4", flexWrap: "wrap" })}>
          <Link to={at(parent)} className={link()}>
            {t("support.back")}
          </Link>
          <Link to={at("")} className={link()}>
            {t("support.other_question")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

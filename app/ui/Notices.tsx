import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { unstable_useRoute as useRoute, useMatches } from "react-router";
import { css } from "styled-system/css";
import { button, callout } from "styled-system/recipes";
import { namespacesOf } from "~/i18n/namespaces";
import { shownFor, type Notice } from "~/session/notice";
import { useHydrated } from "./hooks";

// The one channel of notices (§8). A route never renders them itself: it returns `notices` from its loader or
// action, or flashes them into the session for the next page (read by the root loader), and the root renders
// them all in one live region. A component with notices the router never sees (an answer fetched by script,
// a result read from the URL hash) publishes them into the same region with usePublishNotices. Dialogs keep
// theirs inline, inside the focus trap, with the same component: <Notices inline notices={…} />.

type Publish = (owner: string, notices: readonly Notice[]) => void;
const PublishContext = createContext<Publish>(() => undefined);

/** Around the app (root): the page's one live region of notices, above whatever `children` render. */
export function NoticesChannel({ children }: { children: ReactNode }) {
  const [published, setPublished] = useState<ReadonlyMap<string, readonly Notice[]>>(new Map());
  const publish = useCallback<Publish>((owner, notices) => {
    setPublished((current) => {
      const before = current.get(owner) ?? [];
      if (before.length === notices.length && before.every((n, i) => n === notices[i])) return current;
      const next = new Map(current);
      if (notices.length) next.set(owner, notices);
      else next.delete(owner);
      return next;
    });
  }, []);
  const notices = usePageNotices(published);
  return (
    <PublishContext.Provider value={publish}>
      <Notices notices={notices} />
      {children}
    </PublishContext.Provider>
  );
}

/** Shows notices only a script knows of (null or [] for none) in the page's region while the caller is mounted. */
export function usePublishNotices(notices: readonly Notice[] | null | undefined): void {
  const publish = useContext(PublishContext);
  const owner = useId();
  useEffect(() => publish(owner, notices ?? []), [publish, owner, notices]);
  useEffect(() => () => publish(owner, []), [publish, owner]);
}

type WithNotices = { notices?: unknown } | null | undefined;
const noticesOf = (data: unknown): readonly Notice[] => {
  const list = (data as WithNotices)?.notices;
  return Array.isArray(list) ? (list as Notice[]) : [];
};

/** Root flash and every matched route's loader notices, the current action's, then the published ones. */
function usePageNotices(published: ReadonlyMap<string, readonly Notice[]>): Notice[] {
  const matches = useMatches();
  // Forms post to the page's own route, the deepest match: its answer is the action data there is.
  const leaf = matches[matches.length - 1]?.id ?? "root";
  const action = (useRoute as (id: string) => { actionData?: unknown } | undefined)(leaf)?.actionData;
  return useMemo(
    () => [...matches.flatMap((m) => noticesOf(m.loaderData)), ...noticesOf(action), ...[...published.values()].flat()],
    [matches, action, published],
  );
}

/**
 * Notices as §8 wants them: errors titled 'Ошибка' (role alert), others as status. In the page's region (top
 * left), with JS, each has a dismiss button and leaves by itself after the time §8/§9 give it (`shownFor`).
 * `inline`: in the flow instead, as a dialog shows them next to its form, staying until the next answer.
 */
export function Notices({ notices, inline = false }: { notices: readonly Notice[]; inline?: boolean }) {
  return inline ? <NoticeList notices={notices} /> : <LiveNotices notices={notices} />;
}

function LiveNotices({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation(namespacesOf(notices.map((n) => n.key)));
  const hydrated = useHydrated();
  // By the notice itself: the next answer's notices are new objects and show, however alike they read.
  const [hidden, setHidden] = useState<ReadonlySet<Notice>>(new Set());
  const hide = useCallback((n: Notice) => setHidden((h) => new Set(h).add(n)), []);
  const timers = useRef(new Map<Notice, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const n of notices) {
      const ms = shownFor(n);
      if (ms !== null && !timers.current.has(n))
        timers.current.set(
          n,
          setTimeout(() => hide(n), ms),
        );
    }
  }, [notices, hide]);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  const visible = notices.filter((n) => !hidden.has(n));
  if (visible.length === 0) return null;
  return (
    <section
      aria-label={t("notices.region")}
      className={css({ position: "fixed", top: "4", left: "4", zIndex: 50, display: "grid", gap: "2", maxW: "sm" })}
    >
      {visible.map((n) => (
        <NoticeItem key={notices.indexOf(n)} notice={n} t={t}>
          {hydrated ? (
            <button type="button" className={button({ variant: "ghost", size: "sm" })} onClick={() => hide(n)}>
              {t("notices.dismiss")}
            </button>
          ) : null}
        </NoticeItem>
      ))}
    </section>
  );
}

function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation(namespacesOf(notices.map((n) => n.key)));
  if (notices.length === 0) return null;
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {notices.map((n, i) => (
        <NoticeItem key={i} notice={n} t={t} />
      ))}
    </div>
  );
}

type T = ReturnType<typeof useTranslation>["t"];

function NoticeItem({ notice: n, t, children }: { notice: Notice; t: T; children?: ReactNode }) {
  return (
    <div role={n.kind === "error" ? "alert" : "status"} className={callout({ kind: n.kind, variant: "raised" }).root}>
      {n.kind === "error" ? <p className={callout().title}>{t("errors.title")}</p> : null}
      <p>{n.text ?? t(n.key ?? "errors.generic", n.params)}</p>
      {children}
    </div>
  );
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { namespacesOf } from "~/i18n/namespaces";
import { css } from "styled-system/css";
import { button, callout } from "styled-system/recipes";
import type { Notice } from "~/session/notice";
import { useHydrated } from "./hooks";

const SUCCESS_MS = 6000;

/** §8: notifications top-left; errors are titled 'Ошибка'; success notices leave after 6 s (with JS). */
export function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation(namespacesOf(notices.map((n) => n.key)));
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState<number[]>([]);
  // A new list (the next page's notices) starts with all shown: indices hidden before belong to the old one.
  const [shownFor, setShownFor] = useState(notices);
  if (shownFor !== notices) {
    setShownFor(notices);
    setHidden([]);
  }

  useEffect(() => {
    const timers = notices.map((n, i) => (n.kind === "success" ? setTimeout(() => setHidden((h) => [...h, i]), SUCCESS_MS) : null));
    return () => timers.forEach((timer) => timer && clearTimeout(timer));
  }, [notices]);

  const visible = notices.map((n, i) => [n, i] as const).filter(([, i]) => !hidden.includes(i));
  if (visible.length === 0) return null;
  return (
    <section
      aria-label={t("notices.region")}
      className={css({ position: "fixed", top: "4", left: "4", zIndex: 50, display: "grid", gap: "2", maxW: "sm" })}
    >
      {visible.map(([n, i]) => (
        <div key={i} role={n.kind === "error" ? "alert" : "status"} className={callout({ kind: n.kind, variant: "raised" }).root}>
          {n.kind === "error" ? <p className={callout().title}>{t("errors.title")}</p> : null}
          <p>{n.text ?? t(n.key ?? "errors.generic", n.params)}</p>
          {hydrated ? (
            <button type="button" className={button({ variant: "ghost", size: "sm" })} onClick={() => setHidden((h) => [...h, i])}>
              {t("notices.dismiss")}
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/**
 * The same notices inside a dialog, in its flow rather than in the page's corner, so they sit in the focus
 * trap next to the form they concern and stay until the next answer.
 */
export function InlineNotices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation(namespacesOf(notices.map((n) => n.key)));
  if (notices.length === 0) return null;
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {notices.map((n, i) => (
        <div key={i} role={n.kind === "error" ? "alert" : "status"} className={callout({ kind: n.kind, variant: "raised" }).root}>
          {n.kind === "error" ? <p className={callout().title}>{t("errors.title")}</p> : null}
          <p>{n.text ?? t(n.key ?? "errors.generic", n.params)}</p>
        </div>
      ))}
    </div>
  );
}

import { useEffect, useState } from "react";
import { href, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading, link, text } from "styled-system/recipes";
import { useHydrated } from "~/ui/hooks";
import { LoadFailed } from "~/ui/LoadFailed";
import type { loader as historyLoader } from "./history";
import type { MeterView } from "./types";

// The table and the chart load with the panel's first opening, together with its figures. A panel that starts
// open (?open=, after a post) has them in the page's HTML, which needs no script to be read: while hydrating,
// the browser keeps that HTML as it is (an empty innerHTML is not applied in hydration) until the code is
// there. On the server the meters loader awaits the code before a page with an open panel renders
// (loadHistoryView). No Suspense: React outlines a large boundary behind a reveal script, which a browser without
// JS never runs.
type View = typeof import("./HistoryView");
let view: View | null = null;
const loadView = () => import("./HistoryView").then((m) => (view = m));
/** For the server's loader: the history's code, there before the page with an open panel renders. */
export const loadHistoryView = (): Promise<unknown> => loadView();

/** The history when its code is there; the server's HTML kept while hydrating; else a loading note, or the link. */
function Shown({ meter: m, history }: { meter: MeterView; history: MeterHistory }) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState<View | "failed" | null>(view);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadView().then(
      (v) => live && setReady(v),
      () => live && setReady("failed"),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  if (ready === "failed") return <HistoryLink to={m.links.history} />;
  if (ready) {
    const History = ready.default;
    return (
      <div className={css({ display: "contents" })}>
        <History meter={m} history={history} />
      </div>
    );
  }
  // Only if the loader did not bring the code (a page that never awaited it): the history's page instead.
  if (import.meta.env.SSR)
    return (
      <div className={css({ display: "contents" })}>
        <HistoryLink to={m.links.history} />
      </div>
    );
  if (!hydrated)
    return (
      <div className={css({ display: "contents" })} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  return <Loading id={m.id} />;
}

type MeterHistory = NonNullable<MeterView["history"]>;

/**
 * A panel's history and chart (issue 15 item 9): in place when the page brought it (the panel that starts
 * open); with JS fetched from /meters/{id}/history the first time the panel is open; without JS (and until the
 * page has hydrated) a link to the page with this panel open.
 */
export function HistoryPart({
  meter: m,
  history,
  expanded,
}: {
  meter: MeterView;
  history: MeterHistory | null;
  expanded?: boolean;
}) {
  const { t } = useTranslation("meters");
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof historyLoader>();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!history && expanded && !asked) {
      setAsked(true);
      void loadView().catch(() => undefined);
      void fetcher.load(href("/meters/:meterId/history", { meterId: String(m.id) }));
    }
  }, [history, expanded, asked, fetcher]);
  const shown = history ?? (fetcher.data?.ok ? fetcher.data.data : null);
  if (shown) {
    return <Shown meter={m} history={shown} />;
  }
  const historyId = `meter-${m.id}-history`;
  return (
    <section
      aria-labelledby={historyId}
      aria-busy={fetcher.state === "loading"}
      className={css({ display: "grid", gap: "2" })}
    >
      <h2 id={historyId} className={heading()}>
        {t("meters.history")}
      </h2>
      {fetcher.data && !fetcher.data.ok ? (
        <LoadFailed failure={fetcher.data.failure} />
      ) : hydrated && asked ? (
        <p className={text({ variant: "muted" })}>{t("meters.history_loading")}</p>
      ) : (
        <HistoryLink to={m.links.history} />
      )}
    </section>
  );
}

/** Where a panel's history is without JS: the meters page with that panel open (the loader's `links`). */
function HistoryLink({ to }: { to: string }) {
  const { t } = useTranslation("meters");
  return (
    <p>
      <a href={to} className={link()}>
        {t("meters.show_history")}
      </a>
    </p>
  );
}

/** What a panel shows while its history's code is on its way (the figures may be there already). */
function Loading({ id }: { id: number }) {
  const { t } = useTranslation("meters");
  const historyId = `meter-${id}-history`;
  return (
    <section aria-labelledby={historyId} aria-busy="true" className={css({ display: "grid", gap: "2" })}>
      <h2 id={historyId} className={heading()}>
        {t("meters.history")}
      </h2>
      <p className={text({ variant: "muted" })}>{t("meters.history_loading")}</p>
    </section>
  );
}

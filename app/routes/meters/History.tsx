import { lazy, Suspense, useEffect, useState } from "react";
import { href, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading, link, text } from "styled-system/recipes";
import { useHydrated } from "~/ui/hooks";
import { LoadFailed } from "~/ui/LoadFailed";
import type { loader as historyLoader } from "./history";
import type { MeterView } from "./MeterList";

// The table and the chart load with the panel's first opening, together with its figures. A panel that starts
// open (?open=, after a post) has its history in the page's HTML: React keeps that HTML in place until the
// code is there and then hydrates it (a Suspense boundary during hydration); it needs no script to be read.
const loadView = () => import("./HistoryView");
// Should the code not come, the panel offers its history's page, as without JS.
const History = lazy(() =>
  loadView().catch(() => ({ default: ({ meter: m }: { meter: MeterView }) => <HistoryLink id={m.id} address={null} /> })),
);

type MeterHistory = NonNullable<MeterView["history"]>;

/** Where a panel's history is without JS: the meters page with that panel open (the address filter kept). */
export function historyPagePath(id: number, address: string | null): string {
  const q = new URLSearchParams();
  if (address) q.set("address", address);
  q.set("open", String(id));
  return `${href("/meters")}?${q}#meter-${id}-history`;
}

/**
 * A panel's history and chart (issue 15 item 9): in place when the page brought it (the panel that starts
 * open); with JS fetched from /meters/{id}/history the first time the panel is open; without JS (and until the
 * page has hydrated) a link to the page with this panel open.
 */
export function HistoryPart({ meter: m, history, expanded, address }: { meter: MeterView; history: MeterHistory | null; expanded?: boolean; address: string | null }) {
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
    return (
      <Suspense fallback={<Loading id={m.id} />}>
        <History meter={m} history={shown} />
      </Suspense>
    );
  }
  const historyId = `meter-${m.id}-history`;
  return (
    <section aria-labelledby={historyId} aria-busy={fetcher.state === "loading"} className={css({ display: "grid", gap: "2" })}>
      <h2 id={historyId} className={heading()}>
        {t("meters.history")}
      </h2>
      {fetcher.data && !fetcher.data.ok ? (
        <LoadFailed failure={fetcher.data.failure} />
      ) : hydrated && asked ? (
        <p className={text({ variant: "muted" })}>{t("meters.history_loading")}</p>
      ) : (
        <HistoryLink id={m.id} address={address} />
      )}
    </section>
  );
}

function HistoryLink({ id, address }: { id: number; address: string | null }) {
  const { t } = useTranslation("meters");
  return (
    <p>
      <a href={historyPagePath(id, address)} className={link()}>
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

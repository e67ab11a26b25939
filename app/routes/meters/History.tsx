import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link, useFetcher } from "react-router";
import { css } from "styled-system/css";
import { heading, link, text } from "styled-system/recipes";
import type { Loaded } from "~/api/loaded";
import { LoadFailed } from "~/ui/LoadFailed";
import { HistoryView } from "./HistoryView";
import type { MeterHistory, MeterView } from "./types";

/**
 * A panel's history and chart (issue 15 item 9). The page carries only the open panel's figures (a page with
 * every meter's tables was large and slow to render): a panel that starts open (?open=, after a post) shows them
 * at once; another, with JS, fetches them from /meters/{id}/history the first time it is opened; without JS it
 * links to the page with that panel open.
 */
export function HistoryPart({
  meter: m,
  history,
  expanded,
}: {
  meter: MeterView;
  history: MeterHistory | null;
  expanded: boolean;
}) {
  const { t } = useTranslation("meters");
  const fetcher = useFetcher<Loaded<MeterHistory>>();
  const [asked, setAsked] = useState(false);
  const { load } = fetcher;
  const wanted = !history && expanded && !asked;
  useEffect(() => {
    if (!wanted) return;
    setAsked(true);
    void load(href("/meters/:meterId/history", { meterId: String(m.id) }));
  }, [wanted, load, m.id]);
  const shown = history ?? (fetcher.data?.ok ? fetcher.data.data : null);
  if (shown) return <HistoryView meter={m} history={shown} />;
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
      ) : asked ? (
        <p className={text({ variant: "muted" })}>{t("meters.history_loading")}</p>
      ) : (
        // The server's page and a browser without JS: the meters page with this panel open.
        <p>
          <Link to={m.links.history} className={link()}>
            {t("meters.show_history")}
          </Link>
        </p>
      )}
    </section>
  );
}

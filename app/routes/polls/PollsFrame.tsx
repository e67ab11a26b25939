import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { css, cx } from "styled-system/css";
import { card, heading, page } from "styled-system/recipes";
import type { Loaded } from "~/api/loaded";
import { PollList } from "./PollList";
import { listPath, pollPath } from "./paths";
import type { ListItem } from "./types";

// The polls screen's frame (§2.3 Polls), shared by its three route modules (the list, a poll's form, its
// results): each screen loads only its own pane's code, the form's conform or the results' chart.

const PANE_ID = "poll";

export interface FrameData {
  items: Loaded<ListItem[]>;
  current: number | null;
  completed: boolean;
  hiddenCompleted: number;
}

/** The list beside the pane (one above the other on a phone); `poll`: the pane's poll name, its heading. */
export function PollsFrame({
  data,
  subpage,
  poll,
  children,
}: {
  data: FrameData;
  subpage: "form" | "results" | null;
  poll: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("polls");
  const { completed, current } = data;
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("polls.heading")}</h1>
      <div
        className={css({
          display: "grid",
          gap: "6",
          gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(14rem, 1fr) minmax(0, 2fr)" },
          alignItems: "start",
        })}
      >
        <div className={card()}>
          <PollList
            items={data.items}
            current={current}
            completed={completed}
            hiddenCompleted={data.hiddenCompleted}
            // On a phone the pane is under the list: the link lands at the poll, with or without JS.
            pathOf={(item) =>
              `${pollPath(item.state === "passed" ? "results" : "form", item.id, completed)}#${PANE_ID}`
            }
            togglePath={current !== null && subpage ? pollPath(subpage, current, !completed) : listPath(!completed)}
          />
        </div>
        <section
          id={PANE_ID}
          className={cx(card({ stack: true }), css({ scrollMarginTop: "4" }))}
          aria-labelledby={poll ? "poll-heading" : undefined}
          aria-label={poll ? undefined : t("polls.heading")}
        >
          {poll ? (
            <h2 id="poll-heading" className={heading({ level: "title" })}>
              {poll}
            </h2>
          ) : null}
          {children}
        </section>
      </div>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { badge, heading, link, text } from "styled-system/recipes";
import type { Loaded } from "~/api/loaded";
import type { PollState } from "~/domain/polls/state";
import { WhenLoaded } from "~/ui/LoadFailed";
import type { ListItem } from "./types";

// The list beside the form or results (§2.3 Polls): unpassed polls first with their state; the completed
// ones behind a toggle that is a plain link, so it works without JS.

const TONE: Record<PollState, "neutral" | "warning" | "success"> = {
  open: "neutral",
  partial: "warning",
  passed: "success",
};

export function PollList(props: {
  items: Loaded<ListItem[]>;
  current: number | null;
  completed: boolean;
  hiddenCompleted: number;
  pathOf: (item: ListItem) => string;
  togglePath: string;
}) {
  const { t } = useTranslation("polls");
  const { current, completed, hiddenCompleted } = props;
  return (
    <nav aria-labelledby="polls-list-heading" className={css({ display: "grid", gap: "3", alignContent: "start" })}>
      <h2 id="polls-list-heading" className={heading()}>
        {t("polls.list_heading")}
      </h2>
      <WhenLoaded value={props.items}>
        {(items) =>
          items.length === 0 ? (
            <p className={text({ variant: "muted" })}>
              {t(hiddenCompleted > 0 && !completed ? "polls.no_polls_to_complete" : "polls.no_polls")}
            </p>
          ) : (
            <ul className={css({ display: "grid", gap: "2" })}>
              {items.map((item) => (
                <li key={item.id} className={css({ display: "grid", gap: "1" })}>
                  <Link
                    to={props.pathOf(item)}
                    className={cx(link(), css({ fontWeight: item.id === current ? "bold" : undefined }))}
                    aria-current={item.id === current ? "page" : undefined}
                  >
                    {item.name}
                  </Link>
                  <span>
                    <span className={badge({ tone: TONE[item.state] })}>{t(`polls.state_${item.state}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
      {hiddenCompleted > 0 || completed ? (
        <p>
          <Link to={props.togglePath} className={link()}>
            {completed ? t("polls.hide_completed") : t("polls.show_completed", { n: hiddenCompleted })}
          </Link>
        </p>
      ) : null}
    </nav>
  );
}

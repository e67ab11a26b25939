import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { badge, disclosure, text } from "styled-system/recipes";
import { ResourceIcon } from "~/ui/ResourceIcon";
import { MeterBody } from "./MeterBody";
import type { MeterView, ReadingAnswer } from "./types";

export interface MeterListProps {
  meters: MeterView[];
  /** The meter whose panel starts open (after a post, or ?open=). */
  open: number | null;
  address: string | null;
  action: ReadingAnswer | null;
}

const panels = disclosure();

/**
 * The meters as native disclosures: panels open and close with or without JS, and the page that hydrates is the
 * page the server sent (no accordion widget takes their place).
 */
export function MeterList({ meters, open, address, action }: MeterListProps) {
  // The panels open now: a panel's history is fetched when it is first opened (with JS).
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set(open === null ? [] : [open]));
  // After a post the page names the meter it was about: its panel opens (the others stay as they were).
  const [named, setNamed] = useState(open);
  if (named !== open) {
    setNamed(open);
    if (open !== null) setOpened((o) => new Set(o).add(open));
  }
  // A panel the resident opened while the page was still hydrating raised its toggle event before React
  // listened: taken from the page as it is, so its history is fetched like any other's.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const shown = [...(list.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])];
    const ids = shown.map((d) => Number(d.dataset.meterId));
    if (ids.length) setOpened((o) => (ids.every((id) => o.has(id)) ? o : new Set([...o, ...ids])));
  }, []);
  const toggle = (id: number, isOpen: boolean) =>
    setOpened((o) => {
      if (o.has(id) === isOpen) return o;
      const next = new Set(o);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <ul ref={list} className={panels.root}>
      {meters.map((m) => (
        <li key={m.id}>
          <details
            id={`meter-${m.id}`}
            data-meter-id={m.id}
            open={opened.has(m.id)}
            onToggle={(e) => toggle(m.id, e.currentTarget.open)}
            className={panels.item}
          >
            <summary data-meter-trigger="" className={panels.summary}>
              <MeterHeader meter={m} />
            </summary>
            <div className={panels.content}>
              <MeterBody
                meter={m}
                address={address}
                action={action?.meterId === m.id ? action : null}
                expanded={opened.has(m.id)}
              />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

export function MeterHeader({ meter: m }: { meter: MeterView }) {
  const { t } = useTranslation("meters");
  return (
    <span className={css({ display: "inline-flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
      <ResourceIcon kind={m.resourceKind} />
      <span>
        <span className={text({ variant: "label" })}>{m.title}</span>
        <span className={text()}>
          {" · "}
          {m.resource}
          {" · "}
          {t("meters.account_ident", { ident: m.ident })}
        </span>
      </span>
      {m.badges.map((b) => (
        <span
          key={b}
          className={badge({ variant: "outline", tone: b === "meters.badge_expired" ? "danger" : "neutral" })}
        >
          {t(b)}
        </span>
      ))}
    </span>
  );
}

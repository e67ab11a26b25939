import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import type { Route } from "./+types/meters";
import { MeterBody } from "./MeterBody";

/** One meter as the meters page's loader sends it: ready-made rows, no rules. */
export type MeterView = Route.ComponentProps["loaderData"]["meters"][number];

/** The meters action's answer (a reading refused, or the abnormal-consumption question), for its meter. */
export type ReadingAnswer = NonNullable<Route.ComponentProps["actionData"]>;

// Ark's accordion (keyboard moves between headers) loads after hydration; until then, and without JS, the same
// panels are native disclosures. They stay mounted through hydration (no Suspense boundary swapping them for a
// fallback copy), so nothing the resident did in them is lost before the accordion takes over.
const loadAccordion = () => import("./MeterAccordion");

export interface MeterListProps {
  meters: MeterView[];
  /** The meter whose panel starts open (after a post, or ?open=). */
  open: number | null;
  address: string | null;
  action: ReadingAnswer | null;
}

export function MeterList(props: MeterListProps) {
  const [Accordion, setAccordion] = useState<ComponentType<MeterListProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadAccordion().then(
      (m) => live && setAccordion(() => m.default),
      () => undefined, // the disclosures work on their own
    );
    return () => {
      live = false;
    };
  }, []);
  return Accordion ? <Accordion {...props} /> : <Disclosures {...props} />;
}

/** The meters as native disclosures: panels open and close without JS. */
function Disclosures({ meters, open, address, action }: MeterListProps) {
  return (
    <ul className={css({ display: "grid", gap: "3" })}>
      {meters.map((m) => (
        <li key={m.id}>
          <details
            id={`meter-${m.id}`}
            data-carry={`meter-${m.id}`}
            open={m.id === open || undefined}
            className={css({ bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "lg", "&[open] > summary": { borderBottomWidth: "1px" } })}
          >
            <summary data-meter-trigger="" className={css({ cursor: "pointer", p: "4", borderColor: "border", listStylePosition: "inside" })}>
              <MeterHeader meter={m} />
            </summary>
            <div className={css({ p: { base: "4", md: "6" } })}>
              <MeterBody meter={m} address={address} action={action?.meterId === m.id ? action : null} />
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
      <ResourceIcon color={m.color} />
      <span>
        <span className={css({ fontWeight: "semibold" })}>{m.title}</span>
        <span className={css({ color: "textMuted" })}>
          {" · "}
          {m.resource}
          {" · "}
          {t("meters.account_ident", { ident: m.ident })}
        </span>
      </span>
      {m.badges.map((b) => (
        <span
          key={b}
          className={css({
            fontSize: "xs",
            fontWeight: "semibold",
            px: "2",
            py: "0.5",
            borderRadius: "full",
            borderWidth: "1px",
            borderColor: b === "meters.badge_expired" ? "danger" : "borderStrong",
            color: b === "meters.badge_expired" ? "danger" : "text",
          })}
        >
          {t(b)}
        </span>
      ))}
    </span>
  );
}

/** §9: the resource's colour as a drop icon; decorative (the resource is named in text). */
function ResourceIcon({ color }: { color: string | null }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 2 C10 2 4 9 4 13 a6 6 0 0 0 12 0 C16 9 10 2 10 2 Z" fill={color ?? "#9aa3af"} />
    </svg>
  );
}

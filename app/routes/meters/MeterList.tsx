import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { badge, disclosure, text } from "styled-system/recipes";
import { enhance } from "~/ui/enhance";
import { ResourceIcon } from "~/ui/ResourceIcon";
import type { Route } from "./+types/meters";
import { MeterBody } from "./MeterBody";

/** One meter as the meters page's loader sends it: ready-made rows, no rules. */
export type MeterView = Extract<Route.ComponentProps["loaderData"]["meters"], { ok: true }>["data"][number];

/** The meters action's answer (a reading refused, or the abnormal-consumption question), for its meter. */
export type ReadingAnswer = NonNullable<Route.ComponentProps["actionData"]>;

// Ark's accordion (keyboard moves between headers) loads after hydration; until then, and without JS, the same
// panels are native disclosures. What the resident opened or typed in them carries over into the accordion.
const MeterAccordion = enhance(() => import("./MeterAccordion"));

export interface MeterListProps {
  meters: MeterView[];
  /** The meter whose panel starts open (after a post, or ?open=). */
  open: number | null;
  address: string | null;
  action: ReadingAnswer | null;
}

export function MeterList(props: MeterListProps) {
  return (
    <MeterAccordion
      {...props}
      fallback={<Disclosures {...props} />}
      carry={props.meters.map((m) => carryScope(m.id))}
    />
  );
}

/** The `data-carry` of a meter's item, the same in the disclosure and in the accordion. */
export const carryScope = (id: number) => `meter-${id}`;

const panels = disclosure();

/** The meters as native disclosures: panels open and close without JS. */
function Disclosures({ meters, open, address, action }: MeterListProps) {
  return (
    <ul className={panels.root}>
      {meters.map((m) => (
        <li key={m.id}>
          <details
            id={`meter-${m.id}`}
            data-carry={carryScope(m.id)}
            open={m.id === open || undefined}
            className={panels.item}
          >
            <summary data-meter-trigger="" className={panels.summary}>
              <MeterHeader meter={m} />
            </summary>
            <div className={panels.content}>
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

import { css } from "styled-system/css";
import { buttonGroup, callout, heading, text } from "styled-system/recipes";
import { HistoryPart } from "./History";
import { DeleteReadingLink, VerifyLink } from "./MeterActions";
import type { MeterView, ReadingAnswer } from "./types";
import { ReadingForm } from "./ReadingForm";
import { useMeterWords } from "./words";

/** One meter's panel: its data (§2.3), the reading form or why there is none, actions, history and chart. */
export function MeterBody({
  meter: m,
  address,
  action,
  expanded,
}: {
  meter: MeterView;
  address: string | null;
  action: ReadingAnswer | null;
  expanded: boolean;
}) {
  const { t, number, names, perTariff } = useMeterWords(m);
  const facts: [string, string][] = [
    [t("meters.factory_number"), m.factoryNumber],
    [t("meters.last_checkup"), m.lastCheckup ?? t("meters.not_set")],
    [t("meters.next_checkup"), m.nextCheckup ?? t("meters.not_set")],
    [t("meters.interval"), number(m.interval)],
    [t("meters.tariffs"), names.join(", ")],
    [t("meters.previous"), perTariff(m.previous, ": ", "; ")],
  ];
  const headingId = `meter-${m.id}-reading`;
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <p className={text()}>{m.name}</p>
      <dl
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "max-content 1fr" },
          columnGap: "6",
          rowGap: "1",
        })}
      >
        {facts.map(([k, v]) => (
          <div key={k} className={css({ display: "contents" })}>
            <dt className={text()}>{k}</dt>
            <dd className={css({ fontWeight: "semibold", mb: { base: "2", sm: "0" } })}>{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={headingId} className={css({ display: "grid", gap: "3" })}>
        <h2 id={headingId} className={heading()}>
          {t("meters.reading_heading")}
        </h2>
        {m.current ? <p>{t("meters.current_reading", { values: perTariff(m.current, " ", ", ") })}</p> : null}
        {m.entry ? (
          <p className={callout({ kind: "neutral" }).root}>{"text" in m.entry ? m.entry.text : t(m.entry.key)}</p>
        ) : (
          <ReadingForm meter={m} address={address} action={action} />
        )}
        <div className={buttonGroup()}>
          {m.current && !m.entry ? (
            <DeleteReadingLink id={m.id} address={address} meter={m.label} to={m.links.delete} />
          ) : null}
          {m.canVerify ? <VerifyLink id={m.id} address={address} meter={m.label} to={m.links.verify} /> : null}
        </div>
      </section>
      <HistoryPart meter={m} history={m.history ?? action?.history ?? null} expanded={expanded} />
    </div>
  );
}

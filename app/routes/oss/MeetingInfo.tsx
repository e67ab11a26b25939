import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { card, heading, link } from "styled-system/recipes";
import { useNumbers } from "~/ui/useNumbers";
import { OssTable, QuestionFile } from "./OssTable";
import type { MeetingView } from "./view.server";

// The parts of a meeting's info page (§2.3 Info, §3 Owners' meeting). Areas are in m² (§9); every value is the
// provider's text or figure, each under its label, so a phone reads them one under another.

const facts = css({
  display: "grid",
  gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(12rem, 1fr) minmax(0, 2fr)" },
  columnGap: "4",
  rowGap: { base: "1", md: "2" },
  "& dt": { color: "textMuted" },
  "& dd": { overflowWrap: "anywhere", mb: { base: "2", md: "0" } },
});

/** Label–value pairs; a value the provider left empty is left out. */
function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className={facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={css({ display: "contents" })}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={card({ stack: true })} aria-labelledby={id}>
      <h2 id={id} className={heading({ level: "section" })}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function useArea() {
  const { t } = useTranslation("oss");
  const { number } = useNumbers();
  return {
    area: (value: number) => t("oss.area", { value: number(value) }),
    percent: (value: number) => t("oss.percent", { value: number(value) }),
  };
}

export function GeneralData({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  const { number } = useNumbers();
  const { area, percent } = useArea();
  return (
    <Section id="oss-general" title={t("oss.general_heading")}>
      <Facts
        items={[
          [t("oss.author"), m.author],
          [t("oss.col_initiator"), m.initiator],
          [t("oss.col_address"), m.address],
          [t("oss.date_start"), m.start],
          [t("oss.date_end"), m.end],
          [t("oss.col_form"), m.form],
          [t("oss.release_date"), m.releaseDate],
          [t("oss.total_accounts"), number(m.totals.accounts)],
          [t("oss.area_residential"), area(m.totals.residential)],
          [t("oss.area_nonresidential"), area(m.totals.nonresidential)],
          [t("oss.voting_area"), area(m.totals.voting)],
          [
            t("oss.complete_area"),
            t("oss.complete_area_value", { area: area(m.totals.complete), percent: percent(m.totals.completePercent) }),
          ],
        ]}
      />
    </Section>
  );
}

export function Agenda({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  return (
    <Section id="oss-agenda" title={t("oss.agenda_heading")}>
      <ol className={css({ display: "grid", gap: "4" })}>
        {m.questions.map((q) => (
          <li key={q.id} className={css({ display: "grid", gap: "1" })}>
            <p className={heading({ level: "card" })}>{t("oss.question_title", { n: q.number, text: q.text })}</p>
            {q.message ? <p>{q.message}</p> : null}
            <QuestionFile question={q} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Administrator({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  const a = m.admin;
  const kind = a.person ? "person" : "org";
  return (
    <Section id="oss-admin" title={t(`oss.admin_heading_${kind}`)}>
      <Facts
        items={[
          [t(`oss.admin_name_${kind}`), a.name],
          [t(`oss.admin_document_${kind}`), a.document],
          [t(`oss.admin_address_${kind}`), a.address],
          [t("oss.admin_post"), a.post],
          [
            t("oss.admin_phone"),
            a.phone ? (
              <a href={`tel:${a.phone.replace(/[^\d+]/g, "")}`} className={link()}>
                {a.phone}
              </a>
            ) : null,
          ],
          [
            t("oss.admin_email"),
            a.email ? (
              <a href={`mailto:${a.email}`} className={link()}>
                {a.email}
              </a>
            ) : null,
          ],
          [
            t("oss.admin_site"),
            a.site ? (
              <a href={a.site} className={link()} rel="noopener noreferrer">
                {a.site}
              </a>
            ) : null,
          ],
        ]}
      />
    </Section>
  );
}

export function Property({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  const { area, percent } = useArea();
  return (
    <Section id="oss-property" title={t("oss.property_heading")}>
      {m.accounts.length === 0 ? (
        <p>{t("oss.no_property")}</p>
      ) : (
        <OssTable
          caption={t("oss.property_heading")}
          rows={m.accounts}
          rowKey={(a) => a.ident}
          columns={[
            ["oss.account", (a) => a.ident],
            ["oss.premise", (a) => a.premise],
            [
              "oss.document",
              (a) =>
                a.document
                  ? a.documentDate
                    ? t("oss.document_of", { document: a.document, date: a.documentDate })
                    : a.document
                  : "—",
            ],
            ["oss.own_area", (a) => area(a.area)],
            ["oss.ownership", (a) => percent(a.percent)],
          ]}
        />
      )}
    </Section>
  );
}

export function DecisionProcedure({ meeting: m }: { meeting: MeetingView }) {
  const { t } = useTranslation("oss");
  return (
    <Section id="oss-procedure" title={t("oss.procedure_heading")}>
      <p>{t("oss.procedure_text")}</p>
      <Facts
        items={[
          [t("oss.place_of_receipt"), m.place],
          [
            t("oss.scan_site"),
            m.scanSite ? (
              <a href={m.scanSite} className={link()} rel="noopener noreferrer">
                {m.scanSite}
              </a>
            ) : null,
          ],
        ]}
      />
    </Section>
  );
}

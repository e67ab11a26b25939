import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { css } from "styled-system/css";
import { badge, callout, card, heading, link, text } from "styled-system/recipes";
import type { Loaded } from "~/api/loaded";
import type { ContentCard, PollCard, VerificationReminder } from "~/domain/home/blocks";
import { WhenLoaded } from "~/ui/LoadFailed";
import { useZonedTime } from "~/ui/ZonedTime";
import type { WorkView } from "./home.server";

// The blocks of Home. Each takes what its call gave: the data, or the failure in its place (never an empty
// text standing for a failed load, decision 0014).

const list = css({ display: "grid", gap: "4" });

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={card({ stack: true })} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={heading()}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function WorksBlock({ works }: { works: Loaded<WorkView[]> }) {
  const { t } = useTranslation("home");
  const zoned = useZonedTime();
  // No works: nothing to warn about, and §8 names no empty text for this block.
  if (works.ok && works.data.length === 0) return null;
  return (
    <Block id="works" title={t("home.works")}>
      <WhenLoaded value={works}>
        {(items) => (
          <ul className={list}>
            {items.map((w, i) => (
              <li key={i} className={callout({ kind: "warning" }).root}>
                <p className={callout().title}>{t("home.work_period", { start: zoned(w.start), end: zoned(w.end) })}</p>
                <p>{w.description}</p>
                {w.addresses.map((a) => (
                  <p key={a} className={text({ variant: "hint" })}>
                    {a}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </WhenLoaded>
    </Block>
  );
}

export function RemindersBlock({ reminders }: { reminders: Loaded<VerificationReminder[]> }) {
  const { t } = useTranslation("home");
  if (reminders.ok && reminders.data.length === 0) return null;
  return (
    <Block id="reminders" title={t("home.reminder")}>
      <WhenLoaded value={reminders}>
        {(items) => (
          <ul className={list}>
            {items.map((m) => (
              <li key={m.id} className={callout({ kind: m.expired ? "error" : "warning" }).root}>
                <p>
                  {t(m.expired ? "home.reminder_expired" : "home.reminder_due", {
                    meter: m.label,
                    date: m.nextCheckup ?? "",
                  })}
                </p>
                <p>
                  <Link className={link()} to={`${href("/meters")}?${new URLSearchParams({ open: String(m.id) })}`}>
                    {t("home.reminder_link", { meter: m.label })}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </WhenLoaded>
    </Block>
  );
}

function Cards({ cards, to }: { cards: ContentCard[]; to: (id: number) => string }) {
  const { t } = useTranslation("home");
  return (
    <ul className={list}>
      {cards.map((c) => (
        <li key={c.id}>
          <article className={css({ display: "grid", gap: "1" })}>
            <h3 className={heading({ level: "card" })}>
              <Link className={link()} to={to(c.id)}>
                {c.header}
              </Link>
            </h3>
            <p className={text({ variant: "hint" })}>
              {c.emergency ? (
                <>
                  <span className={badge({ tone: "danger", variant: "solid" })}>{t("home.emergency")}</span>{" "}
                </>
              ) : null}
              {t("home.created", { date: c.created })}
            </p>
            {c.text ? <p>{c.text}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

export function AnnouncementsBlock({ cards }: { cards: Loaded<ContentCard[]> }) {
  const { t } = useTranslation("home");
  return (
    <Block id="announcements" title={t("home.announcements")}>
      <WhenLoaded value={cards}>
        {(items) =>
          items.length === 0 ? (
            <p>{t("home.no_notifications")}</p>
          ) : (
            <Cards cards={items} to={(id) => href("/announcement/:id", { id: String(id) })} />
          )
        }
      </WhenLoaded>
    </Block>
  );
}

export function NewsBlock({ cards }: { cards: Loaded<ContentCard[]> }) {
  const { t } = useTranslation("home");
  return (
    <Block id="news" title={t("home.news")}>
      <WhenLoaded value={cards}>
        {(items) =>
          items.length === 0 ? (
            <p>{t("home.no_news")}</p>
          ) : (
            <Cards cards={items} to={(id) => href("/news/:id", { id: String(id) })} />
          )
        }
      </WhenLoaded>
    </Block>
  );
}

const POLL_TONE = { open: "warning", partial: "warning", passed: "success" } as const;

export function PollsBlock({ polls }: { polls: Loaded<PollCard[]> }) {
  const { t } = useTranslation("home");
  return (
    <Block id="polls" title={t("home.polls")}>
      <WhenLoaded value={polls}>
        {(items) => (
          <>
            {items.every((p) => p.state === "passed") ? <p>{t("home.no_polls_to_complete")}</p> : null}
            {items.length > 0 ? (
              <ul className={list}>
                {items.map((p) => (
                  <li
                    key={p.id}
                    className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "baseline" })}
                  >
                    <Link
                      className={link()}
                      to={
                        p.subpage === "results"
                          ? href("/polls/results/:id?", { id: String(p.id) })
                          : href("/polls/form/:id?", { id: String(p.id) })
                      }
                    >
                      {p.name}
                    </Link>
                    <span className={badge({ tone: POLL_TONE[p.state] })}>{t(`home.poll_${p.state}`)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </WhenLoaded>
    </Block>
  );
}

/** §2.3, §6: the privilege club's block, for residents with an account in house 1361 only. */
export function ClubBlock() {
  const { t } = useTranslation("home");
  return (
    <Block id="club" title={t("home.club_heading")}>
      <p>{t("home.club_text")}</p>
      <p>
        <Link className={link()} to={href("/privilege-club")}>
          {t("home.club_link")}
        </Link>
      </p>
    </Block>
  );
}

import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { card, heading, page } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { AddAccountLink } from "../accounts/AddAccountLink";
import { DeleteAccountLink } from "../accounts/DeleteAccountLink";
import type { Route } from "./+types/home";
import { AnnouncementsBlock, ClubBlock, NewsBlock, PollsBlock, RemindersBlock, WorksBlock } from "./HomeBlocks";
import { homePage } from "./home.server";

export const handle: RouteHandle = { i18n: ["home", "accounts"], description: "home.meta_description" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { title: translator(context)("home.title"), ...(await homePage(context, request)) };
}

/**
 * Home (§2.3): emergency works, the verification reminder, announcements, the privilege club (house 1361), news
 * and polls, then the resident's accounts or the prompt to link one.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const d = loaderData;
  const [, ...given] = d.fio.split(/\s+/);
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("home.title")}</h1>
      <p>{t("home.greeting", { name: given.join(" ") || d.fio })}</p>
      {d.accounts.length === 0 ? (
        <section className={card()}>
          <p>{t("home.no_accounts")}</p>
          <AddAccountLink />
        </section>
      ) : null}
      {d.works ? <WorksBlock works={d.works} /> : null}
      {d.reminders ? <RemindersBlock reminders={d.reminders} /> : null}
      {d.announcements ? <AnnouncementsBlock cards={d.announcements} /> : null}
      {d.club ? <ClubBlock /> : null}
      {d.news ? <NewsBlock cards={d.news} /> : null}
      {d.polls ? <PollsBlock polls={d.polls} /> : null}
      {d.accounts.length > 0 ? <AccountsBlock accounts={d.accounts} /> : null}
    </div>
  );
}

function AccountsBlock({ accounts }: { accounts: { Ident: string; Address: string }[] }) {
  const { t } = useTranslation("home");
  return (
    <section className={card({ stack: true })} aria-labelledby="accounts-heading">
      <h2 id="accounts-heading" className={heading()}>
        {t("home.accounts")}
      </h2>
      <ul className={css({ display: "grid", gap: "2" })}>
        {accounts.map((a) => (
          <li
            key={a.Ident}
            className={css({ display: "flex", gap: "3", alignItems: "center", justifyContent: "space-between" })}
          >
            <span>
              <strong>{t("home.account_ident", { ident: a.Ident })}</strong>
              <br />
              {a.Address}
            </span>
            <DeleteAccountLink ident={a.Ident} address={a.Address} />
          </li>
        ))}
      </ul>
      <div>
        <AddAccountLink />
      </div>
    </section>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

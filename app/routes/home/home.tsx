import { currentUser, refreshUser } from "~/api/context.server";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { card, heading, page } from "styled-system/recipes";
import {translator } from "~/session/middleware.server";
import { noticeFromFailure } from "~/session/notice";
import { AddAccountLink } from "../accounts/AddAccountLink";
import { DeleteAccountLink } from "../accounts/DeleteAccountLink";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/i18n/namespaces";
import { pageTitle } from "~/ui/meta";

export const handle: RouteHandle = { i18n: ["home", "accounts"], description: "home.meta_description" };

export async function loader({ context }: Route.LoaderArgs) {
  // Fresh user data: accounts may have been linked or removed elsewhere (the mobile app, the office).
  const result = await refreshUser(context);
  const user = result.ok ? result.data : await currentUser(context);
  return {
    title: translator(context)("home.title"),
    fio: user.fio,
    accounts: user.accounts,
    notices: result.ok ? [] : [noticeFromFailure(result.failure)],
  };
}

export const meta: Route.MetaFunction = pageTitle;

/** Home (§2.3). The event blocks (announcements, news, polls, club) arrive with the Home issue. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const [, ...given] = loaderData.fio.split(/\s+/);
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("home.title")}</h1>
      <p>{t("home.greeting", { name: given.join(" ") || loaderData.fio })}</p>
      {loaderData.accounts.length === 0 ? (
        <section className={card()}>
          <p>{t("home.no_accounts")}</p>
          <AddAccountLink />
        </section>
      ) : (
        <section className={card({ stack: true })} aria-labelledby="accounts-heading">
          <h2 id="accounts-heading" className={heading()}>
            {t("home.accounts")}
          </h2>
          <ul className={css({ display: "grid", gap: "2" })}>
            {loaderData.accounts.map((a) => (
              <li key={a.Ident} className={css({ display: "flex", gap: "3", alignItems: "center", justifyContent: "space-between" })}>
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
      )}
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

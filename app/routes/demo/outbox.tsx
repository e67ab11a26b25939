import { cloudflareContext } from "~/context";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { css } from "styled-system/css";
import { button, card } from "styled-system/recipes";
import {translator } from "~/session/middleware.server";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import type { Route } from "./+types/outbox";
import type { RouteHandle } from "~/i18n/namespaces";
import { pageTitle } from "~/ui/meta";

interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  body: string;
  createdAt: string;
}

// Only while the portal runs on the embedded reference upstream: a real provider really sends its codes.
export const handle: RouteHandle = { i18n: ["outbox"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  if (env.UPSTREAM_BASE_URL) throw data(null, { status: 404 });
  const response = await env.UPSTREAM.fetch(new Request("http://upstream/demo/outbox", { headers: { client: "web" } }));
  const messages = response.ok ? ((await response.json()) as { messages: OutboxMessage[] }).messages : null;
  return { title: translator(context)("outbox.title"), messages };
}

export const meta: Route.MetaFunction = pageTitle;

/** /demo/outbox: the codes and messages the reference provider "sent", so a demo visitor can register. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("outbox");
  return (
    <main id="main" className={css({ maxW: "4xl", mx: "auto", p: { base: "4", md: "8" }, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4" })}>
      <header className={css({ display: "flex", justifyContent: "space-between", gap: "4", flexWrap: "wrap", alignItems: "center" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{t("outbox.heading")}</h1>
        <LanguageSwitch />
      </header>
      <p>{t("outbox.intro")}</p>
      <p>
        <Link to="/demo/outbox" reloadDocument className={button({ variant: "secondary", size: "sm" })}>
          {t("outbox.refresh")}
        </Link>
      </p>
      <section className={card()} aria-live="polite">
        {loaderData.messages === null ? (
          <p role="alert">{t("errors.upstream_unavailable")}</p>
        ) : loaderData.messages.length === 0 ? (
          <p>{t("outbox.empty")}</p>
        ) : (
          <table className={css({ w: "full", borderCollapse: "collapse", "& th, & td": { textAlign: "left", p: "2", borderBottomWidth: "1px", borderColor: "border" } })}>
            <caption className={css({ srOnly: true })}>{t("outbox.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("outbox.time")}</th>
                <th scope="col">{t("outbox.channel")}</th>
                <th scope="col">{t("outbox.recipient")}</th>
                <th scope="col">{t("outbox.text")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.messages.map((m) => (
                <tr key={m.id}>
                  <td>{m.createdAt} UTC</td>
                  <td>{m.channel}</td>
                  <td>{m.recipient}</td>
                  <td>{m.body}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

import { testHooksOn, upstreamFetcher } from "~/api/client.server";
import { cloudflareContext } from "~/context";
import { useTranslation } from "react-i18next";
import { data, Link, href } from "react-router";
import { button, card, heading, page, pageHeader, table } from "styled-system/recipes";
import { translator } from "~/server/middleware.server";
import { LanguageSwitch } from "~/ui/LanguageSwitch";
import { LoadFailed } from "~/ui/LoadFailed";
import type { Route } from "./+types/outbox";
import type { RouteHandle } from "~/i18n/namespaces";

interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  body: string;
  createdAt: string;
}

// Only while the portal runs on the embedded reference upstream, under the test switch (a demo feature,
// decision 0024): a real provider really sends its codes.
export const handle: RouteHandle = { i18n: ["outbox"], scripts: false };

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  if (env.UPSTREAM_BASE_URL || !testHooksOn(env)) throw data(null, { status: 404 });
  const { baseUrl, fetch } = upstreamFetcher(env, true);
  const response = await fetch(new Request(`${baseUrl}/demo/outbox`, { headers: { client: "web" } }));
  const messages = response.ok ? ((await response.json()) as { messages: OutboxMessage[] }).messages : null;
  return { title: translator(context)("outbox.title"), messages };
}

const cells = table();

/** /demo/outbox: the codes and messages the reference provider "sent", so a demo visitor can register. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("outbox");
  return (
    <main id="main" className={page({ width: "lg", framed: true })}>
      <header className={pageHeader()}>
        <h1 className={heading({ level: "page" })}>{t("outbox.heading")}</h1>
        <LanguageSwitch />
      </header>
      <p>{t("outbox.intro")}</p>
      <p>
        <Link to={href("/demo/outbox")} reloadDocument className={button({ variant: "secondary", size: "sm" })}>
          {t("outbox.refresh")}
        </Link>
      </p>
      <section className={card()} aria-live="polite">
        {loaderData.messages === null ? (
          <LoadFailed failure={{ key: "errors.upstream_unavailable" }} />
        ) : loaderData.messages.length === 0 ? (
          <p>{t("outbox.empty")}</p>
        ) : (
          <table className={cells.root}>
            <caption className={cells.caption}>{t("outbox.heading")}</caption>
            <thead>
              <tr>
                <th scope="col" className={cells.cell}>
                  {t("outbox.time")}
                </th>
                <th scope="col" className={cells.cell}>
                  {t("outbox.channel")}
                </th>
                <th scope="col" className={cells.cell}>
                  {t("outbox.recipient")}
                </th>
                <th scope="col" className={cells.cell}>
                  {t("outbox.text")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.messages.map((m) => (
                <tr key={m.id}>
                  <td className={cells.cell} data-label={t("outbox.time")}>
                    {m.createdAt} UTC
                  </td>
                  <td className={cells.cell} data-label={t("outbox.channel")}>
                    {m.channel}
                  </td>
                  <td className={cells.cell} data-label={t("outbox.recipient")}>
                    {m.recipient}
                  </td>
                  <td className={cells.cell} data-label={t("outbox.text")}>
                    {m.body}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

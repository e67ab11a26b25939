import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { button, card, heading, link, page, text } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { WhenLoaded } from "~/ui/LoadFailed";
import type { Route } from "./+types/info";
import { Administrator, Agenda, DecisionProcedure, GeneralData, Property } from "./MeetingInfo";
import { afterPage, meeting, meetingId } from "./oss.server";
import { listPath, resultPath, votePath } from "./paths";
import { meetingView } from "./view.server";
import { mapLoaded } from "~/api/loaded";

export const handle: RouteHandle = { i18n: ["oss"], description: "oss.meta_description" };

export const middleware: Route.MiddlewareFunction[] = [screenGuard("Oss")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = meetingId(params.id);
  const found = await meeting(context, id);
  // §4: opening the info sets the resident acquainted (idempotent); the page neither waits for it nor fails with it.
  if (found.ok) afterPage(context, (api) => api.POST("/OSS/SetAcquainted", { body: { ID: id } }));
  const t = translator(context);
  return {
    title: found.ok ? `${found.data.MeetingTitle} · ${t("oss.title")}` : t("oss.title"),
    meeting: mapLoaded(found, meetingView),
  };
}

/** One meeting (§2.3): general data, status and its buttons, agenda, administrator, property, procedure. */
export default function OssInfo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("oss");
  return (
    <div className={page()}>
      <p>
        <Link to={listPath()} className={link()}>
          {t("oss.back_to_list")}
        </Link>
      </p>
      <WhenLoaded value={loaderData.meeting}>
        {(m) => (
          <>
            <h1 className={heading({ level: "page" })}>{m.title}</h1>
            <section className={card({ stack: true })} aria-labelledby="oss-status">
              <h2 id="oss-status" className={heading({ level: "card" })}>
                {t("oss.status_heading")}
              </h2>
              <p>{m.status}</p>
              {m.phase === "counted" ? <p>{t("oss.vote_counted")}</p> : null}
              {m.phase === "unpublished" || m.phase === "notice" ? (
                <p className={text({ variant: "muted" })}>{t(`oss.phase_${m.phase}`)}</p>
              ) : null}
              {m.buttons.participate || m.buttons.results ? (
                <p className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
                  {m.buttons.participate ? (
                    <Link to={votePath(m.id)} className={button()}>
                      {m.left ? t("oss.continue_voting", m.left) : t("oss.participate")}
                    </Link>
                  ) : null}
                  {m.buttons.results ? (
                    <Link to={resultPath(m.id)} className={button({ variant: "secondary" })}>
                      {t("oss.results")}
                    </Link>
                  ) : null}
                </p>
              ) : null}
            </section>
            <GeneralData meeting={m} />
            <Agenda meeting={m} />
            <Administrator meeting={m} />
            <Property meeting={m} />
            <DecisionProcedure meeting={m} />
          </>
        )}
      </WhenLoaded>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { card, heading, link, page, text } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/session/middleware.server";
import { LoadFailed } from "~/ui/LoadFailed";
import { pageTitle } from "~/ui/meta";
import type { Route } from "./+types/polls";
import { PollForm } from "./PollForm";
import { PollList } from "./PollList";
import { PollResults } from "./PollResults";
import { listPath, pollPath } from "./paths";
import { pollsPage, sendPoll } from "./polls.server";

export const handle: RouteHandle = { i18n: ["polls"] };

// The Polls section can be switched off in the menu settings: then /polls… sends the resident Home (§2.2).
export const middleware: Route.MiddlewareFunction[] = [screenGuard("Polls")];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await pollsPage(context, params, new URL(request.url));
  return { title: translator(context)("polls.title"), ...page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const completed = new URL(request.url).searchParams.get("completed") === "1";
  if (params.subpage !== "form") throw new Response(null, { status: 405 });
  switch (formData.get("intent")) {
    case "send":
    default:
      return sendPoll(context, formData, params.id, completed);
  }
}

export const meta: Route.MetaFunction = pageTitle;

/** Polls (§2.3): the list beside the form or the results, one above the other on a phone. */
export default function Polls({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("polls");
  const { completed, current, pane } = loaderData;
  const here = current !== null && pane.kind !== "none" && pane.kind !== "failed" ? pane.poll : null;
  return (
    <div className={page()}>
      <h1 className={heading({ level: "page" })}>{t("polls.heading")}</h1>
      <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(14rem, 1fr) minmax(0, 2fr)" }, alignItems: "start" })}>
        <div className={card()}>
          <PollList
            items={loaderData.items}
            current={current}
            completed={completed}
            hiddenCompleted={loaderData.hiddenCompleted}
            pathOf={(item) => pollPath(item.state === "passed" ? "results" : "form", item.id, completed)}
            togglePath={current !== null ? pollPath(pane.kind === "results" ? "results" : "form", current, !completed) : listPath(!completed)}
          />
        </div>
        <section className={card({ stack: true })} aria-labelledby={here ? "poll-heading" : undefined} aria-label={here ? undefined : t("polls.heading")}>
          {here ? (
            <h2 id="poll-heading" className={heading({ level: "title" })}>
              {here.name}
            </h2>
          ) : null}
          {pane.kind === "none" ? <p className={text({ variant: "muted" })}>{t("polls.choose")}</p> : null}
          {pane.kind === "failed" ? <LoadFailed failure={pane.failure} /> : null}
          {pane.kind === "offer" ? (
            <>
              <p>{t("polls.partial_offer")}</p>
              <p className={css({ display: "flex", gap: "4", flexWrap: "wrap" })}>
                <Link to={pollPath("form", pane.poll.id, completed, { continue: "1" })} className={link()}>
                  {t("polls.continue")}
                </Link>
                <Link to={pollPath("results", pane.poll.id, completed)} className={link()}>
                  {t("polls.see_results")}
                </Link>
              </p>
            </>
          ) : null}
          {pane.kind === "form" ? (
            <PollForm
              key={pane.poll.id}
              poll={pane.poll}
              action={pollPath("form", pane.poll.id, completed, pane.continuing ? { continue: "1" } : undefined)}
              result={actionData?.result ?? null}
              continuing={pane.continuing}
            />
          ) : null}
          {pane.kind === "results" ? <PollResults poll={pane.poll} /> : null}
          {pane.kind === "results" && pane.poll.state === "partial" ? (
            <p>
              <Link to={pollPath("form", pane.poll.id, completed, { continue: "1" })} className={link()}>
                {t("polls.continue")}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

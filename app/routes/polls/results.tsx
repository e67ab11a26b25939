import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { link, text } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { LoadFailed } from "~/ui/LoadFailed";
import type { Route } from "./+types/results";
import { PollResults } from "./PollResults";
import { PollsFrame } from "./PollsFrame";
import { pollPath } from "./paths";
import { pollsPage } from "./polls.server";

export const handle: RouteHandle = { i18n: ["polls"] };

// The Polls section can be switched off in the menu settings: then /polls… sends the resident Home (§2.2).
export const middleware: Route.MiddlewareFunction[] = [screenGuard("Polls")];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await pollsPage(context, { subpage: "results", id: params.id }, new URL(request.url));
  return { title: translator(context)("polls.title"), ...page };
}

/** A poll's results (§4) beside the list; a partly passed poll offers to continue. */
export default function PollResultsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("polls");
  const { completed, pane } = loaderData;
  return (
    <PollsFrame data={loaderData} subpage="results" poll={pane.kind === "results" ? pane.poll.name : null}>
      {pane.kind === "none" ? <p className={text({ variant: "muted" })}>{t("polls.choose")}</p> : null}
      {pane.kind === "failed" ? <LoadFailed failure={pane.failure} /> : null}
      {pane.kind === "results" ? <PollResults poll={pane.poll} /> : null}
      {pane.kind === "results" && pane.poll.state === "partial" ? (
        <p>
          <Link to={pollPath("form", pane.poll.id, completed, { continue: "1" })} className={link()}>
            {t("polls.continue")}
          </Link>
        </p>
      ) : null}
    </PollsFrame>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

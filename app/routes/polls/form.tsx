import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { link } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import { LoadFailed } from "~/ui/LoadFailed";
import type { Route } from "./+types/form";
import { PollForm } from "./PollForm";
import { PollsFrame } from "./PollsFrame";
import { pollPath } from "./paths";
import { pollsPage, sendPoll } from "./polls.server";

export const handle: RouteHandle = { i18n: ["polls"] };

// The Polls section can be switched off in the menu settings: then /polls… sends the resident Home (§2.2).
export const middleware: Route.MiddlewareFunction[] = [screenGuard("Polls")];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await pollsPage(context, { subpage: "form", id: params.id }, new URL(request.url));
  return { title: translator(context)("polls.title"), ...page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const completed = new URL(request.url).searchParams.get("completed") === "1";
  return sendPoll(context, formData, params.id, completed);
}

/** A poll's form (§2.3, §5) beside the list; a partly passed poll first offers to continue or see the results. */
export default function PollFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("polls");
  const { completed, pane } = loaderData;
  return (
    <PollsFrame
      data={loaderData}
      subpage="form"
      poll={pane.kind === "offer" || pane.kind === "form" ? pane.poll.name : null}
    >
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
          reply={actionData?.result}
          continuing={pane.continuing}
        />
      ) : null}
    </PollsFrame>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

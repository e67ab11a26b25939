import { useTranslation } from "react-i18next";
import { data, href, Link, useRouteError } from "react-router";
import { link } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { RouteError } from "~/ui/ErrorPage";
import { PollForm } from "../polls/PollForm";
import type { Route } from "./+types/openpoll";
import { OpenPollFrame } from "./OpenPollFrame";
import { openPollPage, sendOpenPoll } from "./openpoll.server";

export const handle: RouteHandle = { i18n: ["polls"] };

/** A refused lookup's Retry-After reaches the 429 page's response. */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await openPollPage(context, params.code);
  const { status, ...rest } = page;
  return data({ ...rest, title: translator(context)("polls.open_title") }, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  return sendOpenPoll(context, params.code, formData);
}

/** An open poll by its code (§2.3, §4): not found, already completed, or the form. */
export default function OpenPoll({ loaderData, actionData }: Route.ComponentProps) {
  const { state, siteName, code } = loaderData;
  const { t } = useTranslation("polls");
  return (
    <OpenPollFrame siteName={siteName} state={state}>
      {/* A code that answered sees how the poll went (its results page shows only the thanks where hidden). */}
      {state.kind === "completed" ? (
        <p>
          <Link to={href("/openpoll/:code/results", { code })} className={link()}>
            {t("polls.see_results")}
          </Link>
        </p>
      ) : null}
      {state.kind === "form" ? (
        <PollForm
          poll={state.poll}
          action={href("/openpoll/:code", { code })}
          reply={actionData?.result}
          continuing={state.continuing}
        />
      ) : null}
    </OpenPollFrame>
  );
}

/** The 429 page with the wait for a client over the lookup limit, or any failure, without the shell. */
export function ErrorBoundary() {
  return <RouteError error={useRouteError()} standalone />;
}

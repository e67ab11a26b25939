import { data, useRouteError } from "react-router";
import type { RouteHandle } from "~/i18n/namespaces";
import { translator } from "~/server/middleware.server";
import { RouteError } from "~/ui/ErrorPage";
import { PollResults } from "../polls/PollResults";
import type { Route } from "./+types/results";
import { OpenPollFrame } from "./OpenPollFrame";
import { openPollResults } from "./openpoll.server";

export const handle: RouteHandle = { i18n: ["polls"] };

export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await openPollResults(context, params.code);
  const { status, ...rest } = page;
  return data({ ...rest, title: translator(context)("polls.open_title") }, { status });
}

/** An open poll's results after sending (§4): the bars, or only the thanks with HideResults. */
export default function OpenPollResults({ loaderData }: Route.ComponentProps) {
  const { state, siteName } = loaderData;
  return (
    <OpenPollFrame siteName={siteName} state={state}>
      {state.kind === "results" ? <PollResults poll={state.poll} questionLevel={2} /> : null}
    </OpenPollFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} standalone />;
}

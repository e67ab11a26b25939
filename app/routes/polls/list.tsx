import { useTranslation } from "react-i18next";
import { text } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import type { Route } from "./+types/list";
import { PollsFrame } from "./PollsFrame";
import { pollsPage } from "./polls.server";

export const handle: RouteHandle = { i18n: ["polls"] };

// The Polls section can be switched off in the menu settings: then /polls… sends the resident Home (§2.2).
export const middleware: Route.MiddlewareFunction[] = [screenGuard("Polls")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await pollsPage(context, {}, new URL(request.url));
  return { title: translator(context)("polls.title"), ...page };
}

/** Polls (§2.3): the list, and beside it the invitation to choose one. */
export default function PollsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("polls");
  return (
    <PollsFrame data={loaderData} subpage={null} poll={null}>
      <p className={text({ variant: "muted" })}>{t("polls.choose")}</p>
    </PollsFrame>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

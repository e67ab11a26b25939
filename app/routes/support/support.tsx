import { data, href, redirect, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { heading, link, page, text } from "styled-system/recipes";
import { sessionContext, settings } from "~/server/context.server";
import { mapLoaded } from "~/api/loaded";
import type { RouteHandle } from "~/i18n/namespaces";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { formatPath, parsePath, walk } from "~/domain/support/tree";
import { translator } from "~/server/middleware.server";
import { once } from "~/server/once.server";
import { RouteError } from "~/ui/ErrorPage";
import {
  callOperator,
  forgetPhone,
  givePhone,
  helpTree,
  inDialog,
  isMoved,
  keepDraft,
  messages,
  registerDevice,
  sendMessage,
  whoIsAsking,
} from "./chat.server";
import { writeDevice } from "./device.server";
import { ContactLink } from "./ContactDialog";
import { SupportChat } from "./SupportChat";
import type { Route } from "./+types/support";

export const handle: RouteHandle = { i18n: ["support"], description: "support.meta_description" };

/** The device cookie set on a resident's first visit reaches the page's answer. */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders, actionHeaders }) =>
  errorHeaders ?? actionHeaders ?? loaderHeaders;

/** Where the chat was opened from (the header icon says), kept for the operator's technical info. */
function fromOf(url: URL): string {
  return safeRedirectPath(url.searchParams.get("from"), "").slice(0, 200);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [{ who, stored }, config] = await Promise.all([whoIsAsking(context, request), settings(context)]);
  const base = {
    title: translator(context)("support.title"),
    siteName: config.main_name ?? null,
    signedIn: context.get(sessionContext).token !== null,
    talk: url.searchParams.get("talk") === "1",
    from: fromOf(url),
  };
  // A visitor gives the phone first (§5 Support): nothing is asked of the provider until then.
  if (!who) return { ...base, stage: "phone" as const, phone: null, chat: null, tree: null };
  const [chat, tree, made] = await Promise.all([
    messages(context, request, who),
    helpTree(context),
    who.kind === "user" && !who.device ? registerDevice(context) : null,
  ]);
  const body = {
    ...base,
    stage: "chat" as const,
    phone: who.kind === "visitor" ? who.phone : null,
    chat,
    tree: mapLoaded(tree, (nodes) => {
      const step = walk(nodes, parsePath(url.searchParams.get("path")));
      return {
        path: formatPath(step.path),
        trail: step.trail.map((n) => n.Name),
        choices: step.choices.map((n, i) => ({ name: n.Name, path: formatPath([...step.path, i]) })),
        conclusion: step.conclusion,
        end: step.end,
      };
    }),
  };
  // A resident's first visit: the device id from RegisterNewDevice is kept for the next ones.
  const cookie = made?.ok ? await writeDevice(context, request, { device: made.data, phone: stored.phone }) : null;
  return data(body, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const { who, stored } = await whoIsAsking(context, request);
  if (intent === "phone") return givePhone(context, request, formData, stored);
  if (intent === "forget") return forgetPhone(context, request, stored);
  // A visitor whose cookie is gone (or who never gave a phone) starts with the phone.
  if (!who) throw redirect(href("/support"));
  switch (intent) {
    case "operator":
      return callOperator(context, request, who, formData);
    case "refresh":
      return keepDraft(formData);
    case "message":
      // A page's post is kept as its redirect; the dialog's answer is kept when it says the message went.
      return once(context, formData, "support.message", () => sendMessage(context, who, formData), isMoved);
    case "solved":
      // §4: 'problem solved' closes the chat.
      // Straight to where the root would send them: a redirect in between would take the notice on its way.
      context.get(sessionContext).flash({ kind: "success", key: "support.solved_notice" });
      // In the header's dialog the dialog closes over the page, whose root reloads and shows the notice.
      if (inDialog(formData)) return { intent: "solved", notices: [] };
      throw redirect(who.kind === "user" ? href("/home") : href("/login"));
    default:
      throw data(null, { status: 400 });
  }
}

/** The support chat (§2.3, §4): a resident's, or a visitor's by phone, with the help tree before a new issue. */
export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  return (
    <main id="main" className={page({ width: "md", framed: true })}>
      <p className={text({ variant: "siteName" })}>{loaderData.siteName ?? t("app.name")}</p>
      <h1 className={heading({ level: "page" })}>{t("support.heading")}</h1>
      <SupportChat data={loaderData} actionData={actionData ?? undefined} />
      <nav
        aria-label={t("support.title")}
        className={css({ display: "flex", gap: "4", flexWrap: "wrap", mt: "6", fontSize: "sm" })}
      >
        <ContactLink from={loaderData.from} />
        <a href={href("/")} className={link()}>
          {loaderData.signedIn ? t("support.home") : t("support.login")}
        </a>
      </nav>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} standalone />;
}

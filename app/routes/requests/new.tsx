import { once } from "~/server/once.server";
import { requireUserMiddleware, sessionContext } from "~/server/context.server";
import { useTranslation } from "react-i18next";
import { data, href, redirect } from "react-router";
import { card, heading, page } from "styled-system/recipes";
import { AddAccountLink } from "../accounts/AddAccountLink";
import type { RouteHandle } from "~/i18n/namespaces";
import { screenGuard, translator } from "~/server/middleware.server";
import type { Route } from "./+types/new";
import { chooseReply, createFromForm, newRequestData } from "./new.server";
import { NewRequestForm } from "./NewRequestForm";
import { WhenLoaded } from "~/ui/LoadFailed";

export const handle: RouteHandle = { i18n: ["request_new"], description: "request_new.new_meta_description" };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { title: translator(context)("request_new.new_title"), ...(await newRequestData(context, request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // Without JS a choice of type or subtype comes back here, and the form re-renders with the next level.
  if (formData.get("intent") === "choose") return { result: chooseReply(formData), notices: [] };
  const outcome = await once(
    context,
    formData,
    "requests.new",
    () => createFromForm(context, request, formData),
    (o) => o.ok,
  );
  if (!outcome.ok) return data({ result: outcome.result, notices: outcome.notices }, { status: outcome.status });
  for (const n of outcome.notices) context.get(sessionContext).flash(n);
  throw redirect(href("/requests/:requestId?", { requestId: String(outcome.id) }));
}

/** New request (§2.3): address, type, subtype, detail subtype, description, one optional file. */
export default function NewRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("request_new");
  return (
    <div className={page({ width: "form" })}>
      <h1 className={heading({ level: "page" })}>{t("request_new.new_heading")}</h1>
      {loaderData.addresses.length === 0 ? (
        // No address to create a request for: why, and the way on, instead of a form that cannot be sent (issue 31).
        <section className={card({ stack: true })}>
          <p>{t("request_new.no_accounts")}</p>
          <AddAccountLink />
        </section>
      ) : (
        <WhenLoaded value={loaderData.types}>
          {(types) => <NewRequestForm data={{ ...loaderData, types }} reply={actionData?.result} />}
        </WhenLoaded>
      )}
    </div>
  );
}

export { SectionError as ErrorBoundary } from "~/ui/ErrorPage";

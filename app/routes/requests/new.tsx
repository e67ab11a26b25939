import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { heading, page } from "styled-system/recipes";
import type { RouteHandle } from "~/i18n/namespaces";
import { requireUserMiddleware, screenGuard, services, translator } from "~/session/middleware.server";
import { Notices } from "~/ui/Notices";
import type { Route } from "./+types/new";
import { chooseReply, createFromForm, newRequestData } from "./new.server";
import { NewRequestForm } from "./NewRequestForm";

export const handle: RouteHandle = { i18n: ["requests"] };

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, screenGuard("Requests")];

export async function loader({ context }: Route.LoaderArgs) {
  const svc = services(context);
  return { title: translator(context)("requests.new_title"), ...(await newRequestData(svc)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const svc = services(context);
  const formData = await request.formData();
  // Without JS a choice of type or subtype comes back here, and the form re-renders with the next level.
  if (formData.get("intent") === "choose") return { result: chooseReply(formData), notices: [] };
  const outcome = await createFromForm(svc, formData);
  if (!outcome.ok) return data({ result: outcome.result, notices: outcome.notices }, { status: 400 });
  for (const n of outcome.notices) svc.flash(n);
  throw redirect(`/requests/${outcome.id}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** New request (§2.3): address, type, subtype, detail subtype, description, one optional file. */
export default function NewRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("requests");
  return (
    <div className={page({ width: "form" })}>
      <Notices notices={[...loaderData.notices, ...(actionData?.notices ?? [])]} />
      <h1 className={heading({ level: "page" })}>{t("requests.new_heading")}</h1>
      <NewRequestForm data={loaderData} result={actionData?.result} />
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { unstable_useRoute as useRoute, useMatches } from "react-router";
import type { Reply } from "./form";

/**
 * The document's <title>: the page's (its loader's `title`), prefixed «Ошибка:» while the page shows a form the
 * server refused (its action answered a `result` with errors), as GOV.UK does. A page whose loader failed shows
 * the error page, which names itself.
 */
export function PageTitle() {
  const { t } = useTranslation("forms");
  const matches = useMatches();
  // Forms post to the page's own route, the deepest match: its answer is the action data there is.
  const leaf = matches[matches.length - 1];
  const action = (useRoute as (id: string) => { actionData?: unknown } | undefined)(leaf?.id ?? "root")?.actionData;
  const title = (leaf?.loaderData as { title?: unknown } | undefined)?.title;
  if (typeof title !== "string") return null;
  const refused = (action as { result?: Reply } | null | undefined)?.result?.status === "error";
  return <title>{refused ? t("forms.error_title", { title }) : title}</title>;
}

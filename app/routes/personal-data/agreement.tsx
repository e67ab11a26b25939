import { loadPersonalData } from "./personal-data.server";
import { PersonalDataPage } from "./PersonalDataPage";
import type { Route } from "./+types/agreement";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = {
  i18n: ["personal_data"],
  scripts: false,
  description: "personal_data.agreement_meta_description",
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPersonalData("agreement", request, context);
}

/** The consent to personal-data processing (§2.3 consent modal; a page without JS). */
export default function Agreement({ loaderData }: Route.ComponentProps) {
  return <PersonalDataPage data={loaderData} />;
}

import { loadPersonalData } from "./personal-data.server";
import { PersonalDataPage } from "./PersonalDataPage";
import type { Route } from "./+types/policy";
import type { RouteHandle } from "~/i18n/namespaces";

export const handle: RouteHandle = {
  i18n: ["personal_data"],
  scripts: false,
  description: "personal_data.policy_meta_description",
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPersonalData("policy", request, context);
}

/** The personal-data processing policy (§2.3 modals; a page without JS, and for links from anywhere). */
export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PersonalDataPage data={loaderData} />;
}

import { data } from "react-router";
import type { RouteHandle } from "~/i18n/namespaces";
import { ErrorPage } from "~/ui/ErrorPage";

// A text and two links: no scripts (app/ui/no-scripts.ts).
export const handle: RouteHandle = { scripts: false, description: "not_found.meta_description" };

/** Every unknown path: the 404 status, and the error page (which names itself in <title>). */
export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage kind="not_found" standalone />;
}

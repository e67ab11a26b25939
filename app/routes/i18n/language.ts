import { redirect } from "react-router";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { isLanguage } from "~/i18n/config";
import { languageCookie } from "~/i18n/i18n.server";
import { isLocalRequest } from "~/session/session.server";
import type { Route } from "./+types/language";

export async function loader() {
  throw redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  if (!isLanguage(lng)) throw redirect(back);
  const cookie = await languageCookie.serialize(lng, { secure: !isLocalRequest(request) });
  throw redirect(back, { headers: { "Set-Cookie": cookie } });
}

// A page route, not a resource route: a refused request (a wrong method or body, issue 15) shows the error page.
export { StandaloneError as ErrorBoundary } from "~/ui/ErrorPage";

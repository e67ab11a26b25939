import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { bannerCookie } from "./banner.server";
import type { Route } from "./+types/banner";

/**
 * POST /mp/banner: dismisses the install banner for 7 days. Without JS the banner's form posts here and comes
 * back to the page it was on; with JS a fetcher posts `js` and gets a plain answer.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const cookie = await bannerCookie(request).serialize("1");
  if (form.get("js") === "1") return data({ ok: true }, { headers: { "Set-Cookie": cookie } });
  throw redirect(safeRedirectPath(form.get("back")), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

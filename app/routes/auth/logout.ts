import { redirect } from "react-router";
import { sessionContext } from "~/server/context.server";
import { createApi, testContextOf } from "~/api/client.server";
import { call } from "~/api/errors";
import { cloudflareContext } from "~/context";
import type { Route } from "./+types/logout";

export async function loader() {
  throw redirect("/");
}

// A POST only: a link or an image on another page cannot log the resident out.
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const token = session.token;
  // Revoke the token at the provider too; a failure (or an already expired token) must not keep anyone in.
  // Not through the request's client: an already expired token is no news here, and the resident should see
  // "logged out", not also "session expired".
  if (token) {
    const { env } = context.get(cloudflareContext);
    await call(() => createApi({ env, token: () => token, ...testContextOf(request, env) }).POST("/Auth/Logout")).catch(
      () => undefined,
    );
  }
  session.signOut();
  session.flash({ kind: "info", key: "notices.logged_out" });
  throw redirect("/login");
}

// A page route, not a resource route: a refused request (a wrong method or body, issue 15) shows the error page.
export { StandaloneError as ErrorBoundary } from "~/ui/ErrorPage";

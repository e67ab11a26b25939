import { href, redirect } from "react-router";
import { sessionContext } from "~/server/context.server";
import { createApi, testContextOf } from "~/api/client.server";
import { call } from "~/api/errors";
import { cloudflareContext } from "~/context";
import { endEverySession, endThisSession, storeUnavailable } from "~/server/sessions.server";
import { LOGOUT_EVERYWHERE } from "~/domain/security/sessions";
import type { Route } from "./+types/logout";

export async function loader() {
  throw redirect("/");
}

// A POST only: a link or an image on another page cannot log the resident out.
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const token = session.token;
  const mark = session.mark;
  const everywhere = (await request.formData()).get("intent") === LOGOUT_EVERYWHERE;
  // Revoke the token at the provider too; a failure (or an already expired token) must not keep anyone in: the
  // session ends on the server whatever the provider answers (decision 0026).
  // Not through the request's client: an already expired token is no news here, and the resident should see
  // "logged out", not also "session expired".
  if (token) {
    const { env } = context.get(cloudflareContext);
    const [, ended] = await Promise.all([
      call(() => createApi({ env, token: () => token, ...testContextOf(request, env) }).POST("/Auth/Logout")).catch(
        () => undefined,
      ),
      (mark && everywhere ? endEverySession(context, mark.who) : endThisSession(context)).then(
        () => true,
        (error: unknown) => {
          storeUnavailable(error);
          return false;
        },
      ),
    ]);
    // Other devices stay signed in unless the store took the ending: the resident is told, and may try again.
    if (everywhere && !ended) {
      session.flash({ kind: "error", key: "profile.sign_out_everywhere_failed" });
      throw redirect(href("/profile"));
    }
  }
  session.signOut();
  session.flash({ kind: "info", key: everywhere ? "notices.logged_out_everywhere" : "notices.logged_out" });
  throw redirect("/login");
}

// A page route, not a resource route: a refused request (a wrong method or body, issue 15) shows the error page.
export { StandaloneError as ErrorBoundary } from "~/ui/ErrorPage";

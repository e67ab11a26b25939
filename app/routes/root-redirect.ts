import { currentUser, sessionContext, settings } from "~/server/context.server";
import { redirect } from "react-router";
import { rootRedirectPath } from "~/domain/navigation/menu";

import type { Route } from "./+types/root-redirect";

export async function loader({ context }: Route.LoaderArgs) {
  const signedIn = context.get(sessionContext).token !== null;
  const [config, user] = await Promise.all([
    settings(context),
    signedIn ? currentUser(context).catch(() => null) : null,
  ]);
  throw redirect(rootRedirectPath(config, user));
}

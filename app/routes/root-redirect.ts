import { sessionContext, settings } from "~/api/context.server";
import { redirect } from "react-router";
import { rootRedirectPath } from "~/domain/navigation/menu";

import type { Route } from "./+types/root-redirect";

export async function loader({ context }: Route.LoaderArgs) {
  throw redirect(rootRedirectPath(await settings(context), context.get(sessionContext).user));
}

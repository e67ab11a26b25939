import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * The page's form token as the hidden field `once`: put it in every creating form. The action wraps its work
 * in once() (app/session/once.server.ts), so the same form posted twice creates once.
 */
export function OnceField() {
  const token = useRouteLoaderData<typeof loader>("root")?.formToken;
  return token ? <input type="hidden" name="once" value={token} /> : null;
}

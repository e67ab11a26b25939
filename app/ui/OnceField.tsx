import { useRouteLoaderData } from "react-router";

/**
 * The page's form token as the hidden field `once`: put it in every creating form. The action wraps its work
 * in once() (app/server/once.server.ts), so the same form posted twice creates once. The root loader gives it.
 */
export function OnceField() {
  const token = useRouteLoaderData<{ formToken?: string }>("root")?.formToken;
  return token ? <input type="hidden" name="once" value={token} /> : null;
}

import { isbot } from "isbot";
import { SCRIPTS_COOKIE } from "~/session/scripts-hint";

// Deferred loader data streams after the shell only to a browser known to run the portal's scripts (it set the
// scripts cookie on an earlier page): React reveals streamed parts with an inline script, so without one they
// would stay hidden. Everyone else (JS off, a first visit, bots) gets the whole document with every part in
// place: for them the loader awaits what it would defer, and the renderer waits for the whole document.

export function streamsDeferred(request: Request): boolean {
  const cookies = (request.headers.get("cookie") ?? "").split(/;\s*/);
  return cookies.includes(`${SCRIPTS_COOKIE}=on`) && !isbot(request.headers.get("user-agent"));
}

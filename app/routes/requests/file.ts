import { data, href } from "react-router";
import { requireUserMiddleware } from "~/api/context.server";
import type { Route } from "./+types/file";
import { fileResponse } from "./chat.server";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** GET /requests/files/{fileId}?back={requestId}: a chat file, streamed under its stored name (§2.3). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.fileId)) throw data(null, { status: 404 });
  const back = new URL(request.url).searchParams.get("back");
  const backPath = href("/requests/:requestId?", { requestId: back && /^\d+$/.test(back) ? back : undefined });
  return fileResponse(context, { kind: "own", id: 0 }, Number(params.fileId), backPath);
}

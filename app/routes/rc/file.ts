import { data, href } from "react-router";
import { fileResponse } from "../requests/chat.server";
import type { Route } from "./+types/file";

/** GET /rc/{code}/files/{fileId}: a file of the request with this access code (no login). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.fileId)) throw data(null, { status: 404 });
  const back = href("/rc/:code", { code: params.code });
  return fileResponse(context, { kind: "open", code: params.code }, Number(params.fileId), back);
}

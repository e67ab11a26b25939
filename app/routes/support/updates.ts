import { data } from "react-router";
import { messages, whoIsAsking } from "./chat.server";
import type { Route } from "./+types/updates";

/** GET /support/updates: the chat's messages for the 5 s poll, as JSON (the resident's, or the visitor's by cookie). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { who } = await whoIsAsking(context, request);
  if (!who) return Response.json({ Message: "no chat" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const chat = await messages(context, request, who);
  // The poll skips a failed beat and tries at the next one.
  if (!chat.ok)
    return Response.json({ Message: "unavailable" }, { status: 502, headers: { "Cache-Control": "no-store" } });
  return data(chat.data, { headers: { "Cache-Control": "no-store" } });
}

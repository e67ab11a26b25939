import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { apiContext, currentUser, settings, type Context } from "~/server/context.server";
import { canOpen } from "~/domain/navigation/menu";
import { call, type ApiFailure } from "~/api/errors";
import { mapLoaded, type Loaded } from "~/api/loaded";
import { cloudflareContext } from "~/context";
import { needsReadFlag } from "~/domain/polls/answers";
import { byState, pollState } from "~/domain/polls/state";
import { z } from "zod/mini";
import { once } from "~/server/once.server";
import { providerWords } from "~/session/notice";
import { pollSchema } from "./poll.schema";
import { pollId, pollPath, type Subpage } from "./paths";
import type { Poll, PollView } from "./types";
import { pollView } from "./view.server";

// The polls screen (§2.3 Polls, §4 Poll, §7 Polls). The resident's polls are the `Polls` of the event block;
// the results of one come from /Polls/Results/, asked for together with the list (one round trip).

export type Pane =
  | { kind: "none" }
  | { kind: "offer"; poll: PollView }
  | { kind: "form"; poll: PollView; continuing: boolean }
  | { kind: "results"; poll: PollView }
  | { kind: "failed"; failure: ApiFailure };

export const FAILED_TO_COMPLETE = "polls.failed_to_complete_poll";

async function fetchPolls(context: Context): Promise<Loaded<Poll[]>> {
  const result = await call(() => context.get(apiContext).GET("/Common/EventBlockData"));
  return mapLoaded(result, (d) => d.Polls);
}

/**
 * Marks the poll read once the page is answered: the page neither waits for it nor needs its answer. It is a
 * write, and the section guard lets page loaders run while it reads the settings, so it goes out only once
 * the settings allow the section (cached, so this costs no extra round trip).
 */
function markRead(context: Context, poll: Poll) {
  if (!needsReadFlag(poll)) return;
  const api = context.get(apiContext);
  const allowed = Promise.all([settings(context), currentUser(context)]).then(([config, user]) =>
    canOpen("Polls", config, user),
  );
  const mark = allowed.then((open) =>
    open ? call(() => api.POST("/Polls/SetReadedFlag", { body: { ID: poll.ID } })) : null,
  );
  context.get(cloudflareContext).ctx.waitUntil(mark.catch(() => null));
}

export async function pollsPage(context: Context, params: { subpage?: string; id?: string }, url: URL) {
  const completed = url.searchParams.get("completed") === "1";
  const continuing = url.searchParams.get("continue") === "1";
  const subpage = params.subpage as Subpage | undefined;
  if (subpage !== undefined && subpage !== "form" && subpage !== "results") throw data(null, { status: 404 });
  const id = subpage ? pollId(params.id) : null;
  if (subpage && id === null) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  // The results start together with the list; a poll that is not the resident's is refused by the provider
  // and, below, by the list, so nothing of it is shown.
  const [list, results] = await Promise.all([
    fetchPolls(context),
    subpage === "results" && id !== null ? call(() => api.POST("/Polls/Results/", { body: { ID: id } })) : null,
  ]);
  const sorted = mapLoaded(list, (polls) => byState(polls));
  const items = mapLoaded(sorted, (polls) =>
    polls
      .filter((p) => completed || p.ID === id || pollState(p) !== "passed")
      .map((p) => ({ id: p.ID, name: p.Name, state: pollState(p) })),
  );
  const hiddenCompleted = sorted.ok ? sorted.data.filter((p) => pollState(p) === "passed").length : 0;
  let pane: Pane = { kind: "none" };
  if (subpage && id !== null) {
    if (!list.ok) pane = { kind: "failed", failure: list.failure };
    else {
      const poll = list.data.find((p) => p.ID === id);
      if (!poll) throw data(null, { status: 404 });
      markRead(context, poll);
      const state = pollState(poll);
      if (subpage === "form") {
        if (state === "passed") throw redirect(pollPath("results", id, completed));
        pane =
          state === "partial" && !continuing
            ? { kind: "offer", poll: pollView(poll) }
            : { kind: "form", poll: pollView(poll), continuing };
      } else {
        if (state === "open") throw redirect(pollPath("form", id, completed));
        const data = results?.ok && "Data" in results.data ? results.data.Data : null;
        if (results && !results.ok) pane = { kind: "failed", failure: results.failure };
        else if (data) pane = { kind: "results", poll: pollView(data) };
      }
    }
  }
  return { completed, items, hiddenCompleted, current: id, pane };
}

/**
 * Sends the form (§5): the same schema as the browser, then /Polls/SaveResult, then the results. Refused input
 * and a failed save come back with the answers kept and the message next to the form; the form runs once
 * (0015), so a second click of the same form does not send it twice.
 */
export async function sendPoll(context: Context, formData: FormData, rawId: string | undefined, completed: boolean) {
  const id = pollId(rawId);
  const list = id === null ? null : await fetchPolls(context);
  // Without the poll its schema is unknown: the answers go back as they were posted, with the save's message.
  if (list && !list.ok) return data({ result: failedSave(formData) }, { status: 502 });
  const poll = list?.ok ? list.data.find((p) => p.ID === id) : undefined;
  if (!poll) throw data(null, { status: 404 });
  if (pollState(poll) === "passed") throw redirect(pollPath("results", poll.ID, completed));
  const submission = parseWithZod(formData, { schema: pollSchema(poll) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  return once(
    context,
    formData,
    `poll.${poll.ID}`,
    async () => {
      const api = context.get(apiContext);
      const saved = await call(() =>
        api.POST("/Polls/SaveResult", { body: { PollId: poll.ID, ExtrtaInfo: null, Answers: submission.value } }),
      );
      if (!saved.ok)
        return data({ result: failedSave(formData), notices: providerWords(saved.failure) }, { status: 502 });
      throw redirect(pollPath("results", poll.ID, completed));
    },
    () => false,
  );
}

/** The form as it was posted (every answer kept), with the §8 message of a failed save next to it. */
export function failedSave(formData: FormData) {
  return parseWithZod(formData, { schema: z.object({}) }).reply({ formErrors: [FAILED_TO_COMPLETE] });
}

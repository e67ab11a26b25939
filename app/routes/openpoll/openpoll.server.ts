import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { apiContext, settings, type Context } from "~/server/context.server";
import { call, type ApiFailure } from "~/api/errors";
import { pollState } from "~/domain/polls/state";
import { once } from "~/server/once.server";
import { anonymousLookup, type Lookup } from "~/server/rate-limit.server";
import { pollSchema } from "../polls/poll.schema";
import { failedSave } from "../polls/polls.server";
import type { Poll, PollView } from "../polls/types";
import { pollView } from "../polls/view.server";

// Open polls (§2.1 /openpoll/{code}, §4 "Open poll states", §7 OpenPolls): no login, the code is the respondent.
// Every page and post looks the code up, so each is counted per client by the anonymous-lookup limit
// (decision 0017, kind "openpoll"), and a code the provider does not know counts again as a miss.

export type OpenPollState =
  | { kind: "not_found" }
  | { kind: "failed"; failure: ApiFailure }
  | { kind: "completed" }
  | { kind: "form"; poll: PollView; continuing: boolean }
  | { kind: "results"; poll: PollView };

/** Codes are short printed invitations; anything longer or stranger is not asked for. */
const CODE = /^[\w-]{1,64}$/;

const openPath = (code: string) => href("/openpoll/:code", { code });
export const resultsPath = (code: string) => href("/openpoll/:code/results", { code });

/** A poll whose code already answered it (§4: IsReaded), or whose questions are all completed. */
const isCompleted = (poll: Poll) => poll.IsReaded || pollState(poll) === "passed";

async function lookUp(
  context: Context,
  code: string,
): Promise<{ lookup: Lookup; info: { ok: true; poll: Poll } | { ok: false; state: OpenPollState } }> {
  const lookup = await anonymousLookup(context, "openpoll");
  if (!CODE.test(code)) {
    await lookup.miss();
    return { lookup, info: { ok: false, state: { kind: "not_found" } } };
  }
  const info = await call(() => context.get(apiContext).POST("/OpenPolls/GetInfo", { body: { Code: code } }));
  if (info.ok && "ID" in info.data) return { lookup, info: { ok: true, poll: info.data } };
  // The provider answers an unknown code with a business error ('Опрос не найден').
  if (info.ok || info.failure.kind === "business") {
    await lookup.miss();
    return { lookup, info: { ok: false, state: { kind: "not_found" } } };
  }
  return { lookup, info: { ok: false, state: { kind: "failed", failure: info.failure } } };
}

const statusOf = (state: OpenPollState) => (state.kind === "not_found" ? 404 : state.kind === "failed" ? 502 : 200);

export async function openPollPage(context: Context, code: string) {
  const [{ info }, config] = await Promise.all([lookUp(context, code), settings(context)]);
  let state: OpenPollState;
  if (!info.ok) state = info.state;
  else if (isCompleted(info.poll)) state = { kind: "completed" };
  // A poll some of whose questions this code answered (and is not marked read) goes on from there.
  else state = { kind: "form", poll: pollView(info.poll), continuing: pollState(info.poll) === "partial" };
  return { code, siteName: config.main_name ?? null, state, status: statusOf(state) };
}

export async function openPollResults(context: Context, code: string) {
  const lookup = await anonymousLookup(context, "openpoll");
  const [results, config] = await Promise.all([
    CODE.test(code) ? call(() => context.get(apiContext).POST("/OpenPolls/Results", { body: { Code: code } })) : null,
    settings(context),
  ]);
  const poll = results?.ok && "Data" in results.data ? results.data.Data : null;
  let state: OpenPollState;
  if (results && !results.ok && results.failure.kind !== "business")
    state = { kind: "failed", failure: results.failure };
  else if (!poll) {
    await lookup.miss();
    state = { kind: "not_found" };
  } else if (pollState(poll) === "open") throw redirect(openPath(code));
  else state = { kind: "results", poll: pollView(poll) };
  return { code, siteName: config.main_name ?? null, state, status: statusOf(state) };
}

/** Sends an open poll's answers (§5), once per form; then marks the code's poll read and shows the results. */
export async function sendOpenPoll(context: Context, code: string, formData: FormData) {
  const { info } = await lookUp(context, code);
  if (!info.ok) {
    if (info.state.kind === "failed") return data({ result: failedSave(formData) }, { status: 502 });
    throw redirect(openPath(code));
  }
  const poll = info.poll;
  return once(
    context,
    formData,
    `openpoll.${code}`,
    async () => {
      // Inside the form's run: a second post of the same form (a double click without JS) finds the poll
      // completed by the first and lands where the first did (its results), not on "already completed".
      if (isCompleted(poll)) throw redirect(openPath(code));
      const submission = parseWithZod(formData, { schema: pollSchema(poll) });
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
      const api = context.get(apiContext);
      // ExtrtaInfo is part of the provider's payload (its spelling); the portal has nothing to add to it.
      const saved = await call(() =>
        api.POST("/OpenPolls/SaveResult", { body: { Code: code, ExtrtaInfo: null, Answers: submission.value } }),
      );
      if (!saved.ok) return data({ result: failedSave(formData) }, { status: 502 });
      // §7: the code's poll is marked read, so the code shows "already completed" from now on; a provider
      // that marks it on saving answers this as a no-op, and a failure here does not undo the answers.
      await call(() => api.POST("/OpenPolls/SetReadedFlag", { body: { Code: code } }));
      throw redirect(resultsPath(code));
    },
    () => false,
  );
}

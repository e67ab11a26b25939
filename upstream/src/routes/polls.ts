import { businessError } from "../http";
import type { Router } from "../router";
import { savePollResult } from "./polls/save";
import { codeRespondent, pollForCode, pollForUser, pollResults, userRespondent } from "./polls/store";

// Polls (spec §7 "Polls"): a resident's polls by id, open polls by code. Unknown polls and codes are a business
// error (HTTP 200), so the portal can show its "not found" state.
const NOT_FOUND = "Опрос не найден";

async function markRead(db: D1Database, pollId: number, respondent: string) {
  await db
    .prepare("INSERT OR IGNORE INTO poll_reads (poll_id, respondent) VALUES (?, ?)")
    .bind(pollId, respondent)
    .run();
}

export function pollsRoutes(router: Router): void {
  router.add("post", "/Polls/SaveResult", async ({ env, body, userId, reply }) => {
    const poll = await pollForUser(env.DB, userId!, body.PollId);
    if (!poll) return businessError(NOT_FOUND);
    const error = await savePollResult(env.DB, poll, userRespondent(userId!), body.Answers, body.ExtrtaInfo);
    return error ? businessError(error) : reply(200, { isSucceed: true });
  });

  router.add("post", "/Polls/SetReadedFlag", async ({ env, body, userId, reply }) => {
    const poll = await pollForUser(env.DB, userId!, body.ID);
    if (!poll) return businessError(NOT_FOUND);
    await markRead(env.DB, poll.ID, userRespondent(userId!));
    return reply(200, { isSucceed: true });
  });

  router.add("post", "/Polls/Results/", async ({ env, body, userId, reply }) => {
    const poll = await pollForUser(env.DB, userId!, body.ID);
    if (!poll) return businessError(NOT_FOUND);
    return reply(200, { Data: await pollResults(env.DB, poll) });
  });

  const byCode = (db: D1Database, code: string) => pollForCode(db, code.trim());

  router.add("post", "/OpenPolls/GetInfo", async ({ env, body, reply }) => {
    const poll = await byCode(env.DB, body.Code);
    return poll ? reply(200, { ...poll, Code: body.Code.trim() }) : businessError(NOT_FOUND);
  });

  router.add("post", "/OpenPolls/SaveResult", async ({ env, body, reply }) => {
    const poll = await byCode(env.DB, body.Code);
    if (!poll) return businessError(NOT_FOUND);
    const error = await savePollResult(env.DB, poll, codeRespondent(body.Code.trim()), body.Answers, body.ExtrtaInfo);
    return error ? businessError(error) : reply(200, { isSucceed: true });
  });

  router.add("post", "/OpenPolls/Results", async ({ env, body, reply }) => {
    const poll = await byCode(env.DB, body.Code);
    if (!poll) return businessError(NOT_FOUND);
    return reply(200, { Data: { ...(await pollResults(env.DB, poll)), Code: body.Code.trim() } });
  });

  router.add("post", "/OpenPolls/SetReadedFlag", async ({ env, body, reply }) => {
    const poll = await byCode(env.DB, body.Code);
    if (!poll) return businessError(NOT_FOUND);
    await markRead(env.DB, poll.ID, codeRespondent(body.Code.trim()));
    return reply(200, { isSucceed: true });
  });
}

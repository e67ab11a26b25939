import { businessError, json, readJson, type Router } from "../../http";
import { codeRespondent, pollForCode, pollForUser, pollResults, userRespondent, type Poll } from "./data";
import { savePollResult } from "./save";

// Unknown polls and codes are a business error (HTTP 200), so the portal can show its "not found" state.
const NOT_FOUND = "Опрос не найден";

interface SaveBody {
  PollId: unknown;
  Code: unknown;
  ExtrtaInfo: unknown;
  Answers: unknown;
}

const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
const codeOf = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

async function markRead(db: D1Database, pollId: number, respondent: string) {
  await db.prepare("INSERT OR IGNORE INTO poll_reads (poll_id, respondent) VALUES (?, ?)").bind(pollId, respondent).run();
}

export function pollRoutes(router: Router): void {
  router.add("POST", "/Polls/SaveResult", async (req, { env, userId }) => {
    const body = await readJson<SaveBody>(req);
    const poll = await pollForUser(env.DB, userId!, idOf(body.PollId));
    if (!poll) return businessError(NOT_FOUND);
    const error = await savePollResult(env.DB, poll, userRespondent(userId!), body.Answers, body.ExtrtaInfo);
    return error ? businessError(error) : json({ isSucceed: true });
  });

  router.add("POST", "/Polls/SetReadedFlag", async (req, { env, userId }) => {
    const body = await readJson<{ ID: unknown }>(req);
    const poll = await pollForUser(env.DB, userId!, idOf(body.ID));
    if (!poll) return businessError(NOT_FOUND);
    await markRead(env.DB, poll.ID, userRespondent(userId!));
    return json({ isSucceed: true });
  });

  router.add("POST", "/Polls/Results/", async (req, { env, userId }) => {
    const body = await readJson<{ ID: unknown }>(req);
    const poll = await pollForUser(env.DB, userId!, idOf(body.ID));
    if (!poll) return businessError(NOT_FOUND);
    return json({ Data: await pollResults(env.DB, poll) });
  });

  const open = { auth: false };
  const withCode = async (req: Request, db: D1Database): Promise<{ code: string; poll: Poll | null; body: Partial<SaveBody> }> => {
    const body = await readJson<SaveBody>(req);
    const code = codeOf(body.Code);
    return { code, poll: code ? await pollForCode(db, code) : null, body };
  };

  router.add(
    "POST",
    "/OpenPolls/GetInfo",
    async (req, { env }) => {
      const { code, poll } = await withCode(req, env.DB);
      return poll ? json({ ...poll, Code: code }) : businessError(NOT_FOUND);
    },
    open,
  );

  router.add(
    "POST",
    "/OpenPolls/SaveResult",
    async (req, { env }) => {
      const { code, poll, body } = await withCode(req, env.DB);
      if (!poll) return businessError(NOT_FOUND);
      const error = await savePollResult(env.DB, poll, codeRespondent(code), body.Answers, body.ExtrtaInfo);
      return error ? businessError(error) : json({ isSucceed: true });
    },
    open,
  );

  router.add(
    "POST",
    "/OpenPolls/Results",
    async (req, { env }) => {
      const { code, poll } = await withCode(req, env.DB);
      if (!poll) return businessError(NOT_FOUND);
      return json({ Data: { ...(await pollResults(env.DB, poll)), Code: code } });
    },
    open,
  );

  router.add(
    "POST",
    "/OpenPolls/SetReadedFlag",
    async (req, { env }) => {
      const { code, poll } = await withCode(req, env.DB);
      if (!poll) return businessError(NOT_FOUND);
      await markRead(env.DB, poll.ID, codeRespondent(code));
      return json({ isSucceed: true });
    },
    open,
  );
}

import { expect, type APIRequestContext } from "@playwright/test";
import type { Credentials, Fixtures } from "./fixtures";

// Polls tests answer polls, which the provider keeps: each works on a throwaway resident with an account in
// house 1361 (polls 1–3: single, multiple and single + open) or 101 (polls 4–6, 5 with HideResults), and
// open polls are answered on fresh codes of poll 7, so '2026' stays unanswered for every other test.

export async function pollResident(residents: Fixtures["residents"], houseId: 101 | 1361) {
  const { resident } = await residents.withAccounts([{ sum: 0, houseId }]);
  return resident;
}

/** A fresh open-poll code for the poll behind '2026' (reference upstream test hook). */
export async function freshOpenPollCode(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/__upstream/__test/open-poll-code", { data: {} });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { code: string }).code;
}

interface UpstreamPoll {
  ID: number;
  IsReaded: boolean;
  Questions: { IsCompleteByUser: boolean }[];
}

/** A resident's poll as the provider stores it (read straight from the reference upstream). */
export async function storedPoll(
  request: APIRequestContext,
  who: Credentials,
  id: number,
): Promise<UpstreamPoll | undefined> {
  const headers = { client: "web" };
  const auth = await request.post("/__upstream/auth/login", {
    data: { phone: `7${who.phone}`, password: who.password },
    headers,
  });
  const { acx } = (await auth.json()) as { acx: string };
  const events = await request.get("/__upstream/Common/EventBlockData", { headers: { ...headers, acx } });
  return ((await events.json()) as { Polls: UpstreamPoll[] }).Polls.find((p) => p.ID === id);
}

/** How many results the resident sent to a poll (every save is kept, even one that changed no answer). */
export async function savedResults(request: APIRequestContext, who: Credentials, id: number): Promise<number> {
  const answer = await request.get(
    `/__upstream/__test/poll-submissions?${new URLSearchParams({ pollId: String(id), phone: `7${who.phone}` })}`,
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { count: number }).count;
}

import { expect, type APIRequestContext } from "@playwright/test";
import { registerUser, type PETROVA } from "./support";

// Owners' meetings tests (oss.spec.ts, a11y/oss.ts). Петрова's own meetings are only looked at; a test that
// votes works on a throwaway resident holding a copy of her premise in house 101 (reference upstream test hook):
// "demo" with her answers and progress (meeting 13: 2 of 3 answered; 14 counted; 15 completed), "fresh" with
// none. `houseId: 1361` gives an accessOSS resident without meetings.

export async function ossResident(
  request: APIRequestContext,
  oss: "demo" | "fresh" = "demo",
  houseId: 101 | 1361 = 101,
) {
  const user = await registerUser(request, "Собственникова Ольга Олеговна");
  const answer = await request.post("/__upstream/__test/accounts", { data: { phone: `7${user.phone}`, houseId, oss } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return user;
}

export interface StoredMeeting {
  ID: number;
  Status: string;
  IsComplete: boolean;
  VoitingArea: number;
  ComplateArea: number;
  ComplateAreaPercents: number;
  Questions: {
    ID: number;
    Answer: string | null;
    CountWhyVoiteYes: number;
    CountWhyVoiteNo: number;
    CountWhyVoiteUnknow: number;
  }[];
}

/** A meeting as the provider answers it to `who` (read straight from the reference upstream). */
export async function storedMeeting(
  request: APIRequestContext,
  who: Pick<typeof PETROVA, "phone" | "password">,
  id: number,
): Promise<StoredMeeting> {
  const headers = { client: "web" };
  const auth = await request.post("/__upstream/auth/login", {
    data: { phone: `7${who.phone}`, password: who.password },
    headers,
  });
  const { acx } = (await auth.json()) as { acx: string };
  const answer = await request.get(`/__upstream/OSS/OssById/${id}`, { headers: { ...headers, acx } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as StoredMeeting;
}

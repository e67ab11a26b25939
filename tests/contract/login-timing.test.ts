import { describe, expect, it } from "vitest";
import { IVANOV, newPhone, useUpstream } from "./harness";

// Login must not tell registered phones from unknown ones, by its answer or by its time (issue 15): the
// reference upstream hashes the password for an unknown phone as well. Times are measured and printed (the
// closing report of issue 15 quotes them) but never asserted: a shared machine's timings would make the test
// flaky, and the answer's equality is what a test can hold.

const { up } = useUpstream();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Logins with a wrong password, the two phones taking turns so a busy machine slows both alike. */
async function timed(phones: readonly string[], rounds: number) {
  const times = phones.map(() => [] as number[]);
  const answers = phones.map(() => new Set<string>());
  for (let i = 0; i < rounds; i++) {
    for (const [j, phone] of phones.entries()) {
      const start = performance.now();
      const res = await up.call("POST /auth/login", { body: { phone, password: "wrong-password-1" } });
      times[j]!.push(performance.now() - start);
      answers[j]!.add(JSON.stringify([res.status, res.json]));
    }
  }
  return phones.map((_, j) => ({ median: median(times[j]!), answers: [...answers[j]!] }));
}

describe("POST /auth/login for a registered and an unknown phone", () => {
  it("answers the same, after the same password-hash work", async () => {
    const phones = [IVANOV, newPhone()];
    await timed(phones, 3); // warm-up
    const [known, unknown] = await timed(phones, 25);
    console.log(
      `login medians: registered phone ${known!.median.toFixed(1)} ms, unknown phone ${unknown!.median.toFixed(1)} ms`,
    );
    expect(known!.answers).toEqual(unknown!.answers);
    expect(known!.answers).toEqual([JSON.stringify([401, { Message: "Не верная пара логин/пароль" }])]);
  });
});

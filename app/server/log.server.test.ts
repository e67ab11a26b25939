import { describe, expect, it } from "vitest";
import { logSecurity, pseudonym } from "./log.server";

describe("logSecurity (issue 32 item 8)", () => {
  it("writes one JSON line with the event, its fields and the subjects as pseudonyms, never the phone", async () => {
    const lines: string[] = [];
    await logSecurity("s3cret", "login_failed", { reason: "refused" }, ["phone:79000000001"], (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("79000000001");
    expect(lines[0]).not.toContain("\n");
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ kind: "security", event: "login_failed", reason: "refused" });
    expect(line.subjects).toEqual([expect.stringMatching(/^phone:[0-9a-f]{12}$/)]);
    expect(Date.parse(line.at)).not.toBeNaN();
  });

  it("names one subject the same way each time, another differently, and differently under another secret", async () => {
    const a = await pseudonym("s3cret", "phone:79000000001");
    expect(await pseudonym("s3cret", "phone:79000000001")).toBe(a);
    expect(await pseudonym("s3cret", "phone:79000000002")).not.toBe(a);
    expect(await pseudonym("other", "phone:79000000001")).not.toBe(a);
    expect(await pseudonym("s3cret", "client:203.0.113.7")).toMatch(/^client:[0-9a-f]{12}$/);
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, randomToken, sha256, verifyPassword } from "./crypto";
import { migrations, splitStatements } from "./db/migrate";

describe("passwords and tokens", () => {
  it("verifies the right password only, with a random salt each time", async () => {
    const a = await hashPassword("demo1234");
    const b = await hashPassword("demo1234");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^pbkdf2\$100000\$/);
    expect(await verifyPassword("demo1234", a)).toBe(true);
    expect(await verifyPassword("demo12345", a)).toBe(false);
    expect(await verifyPassword("demo1234", "plain")).toBe(false);
  });
  it("makes unguessable tokens and stores only their hash", async () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(t);
    expect(await sha256(t)).not.toContain(t);
  });
});

describe("migrations", () => {
  it("bundles the migration files in order and splits them into statements", () => {
    expect(migrations.map((m) => m.name)[0]).toBe("0001_init.sql");
    const statements = splitStatements(migrations[0]!.sql);
    expect(statements.some((s) => s.startsWith("CREATE TABLE users"))).toBe(true);
    expect(statements.every((s) => !s.includes("--"))).toBe(true);
  });
});

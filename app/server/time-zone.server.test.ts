import { describe, expect, it } from "vitest";
import { timeZoneOf } from "./time-zone.server";

const withCookie = (cookie: string | null) =>
  new Request("http://localhost/home", cookie === null ? {} : { headers: { cookie } });

describe("timeZoneOf (the browser's zone from the tz cookie)", () => {
  it("reads the zone the app's script set, encoded as it sets it", () => {
    expect(timeZoneOf(withCookie("scripts=on; tz=Asia%2FYekaterinburg; lng=x"))).toBe("Asia/Yekaterinburg");
    expect(timeZoneOf(withCookie("tz=Europe/Moscow"))).toBe("Europe/Moscow");
  });

  it("knows no zone without the cookie, or with one that is not a zone", () => {
    for (const cookie of [null, "", "scripts=on", "tz=", "tz=Mars%2FOlympus", "tz=%E0%A4%A", "xtz=Asia%2FTokyo"]) {
      expect(timeZoneOf(withCookie(cookie)), String(cookie)).toBeNull();
    }
  });
});

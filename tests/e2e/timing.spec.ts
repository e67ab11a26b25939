import { expect, ONCE, test } from "./fixtures";
import { IVANOV } from "./support";

// Issue 13: every document and data response carries Server-Timing, one entry per upstream call (named by its
// operationId), the render and the total, so a slow provider call shows in the browser's devtools.

const entries = (header: string | undefined) => (header ?? "").split(",").map((e) => e.trim().split(";")[0]);

const PAGES: Array<{ path: string; auth: boolean; calls: string[] }> = [
  { path: "/login", auth: false, calls: [] },
  { path: "/rc/123456", auth: false, calls: ["getOpenRequestDetails"] },
  { path: "/home", auth: true, calls: ["getUserInfo", "getEventBlockData", "getMeters", "getEmergencyWorks"] },
  { path: "/news/1", auth: true, calls: ["getNewsContent"] },
  { path: "/meters", auth: true, calls: ["getMeters"] },
  { path: "/payment", auth: true, calls: ["getAccountingInfo"] },
  { path: "/requests", auth: true, calls: ["listRequests"] },
  { path: "/profile", auth: true, calls: ["getUserInfo"] },
];

test(
  "every page and its data answer with Server-Timing naming each upstream call",
  ONCE,
  async ({ page, login, request }) => {
    await login(IVANOV);
    for (const { path, auth, calls } of PAGES) {
      const asked = auth ? page.request : request;
      for (const url of [path, `${path}.data`]) {
        const res = await asked.get(url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
        const names = entries(res.headers()["server-timing"]);
        expect(names, url).toContain("total");
        for (const call of calls) expect(names, url).toContain(call);
        if (!url.endsWith(".data")) expect(names, url).toContain("render");
      }
    }
  },
);

test(
  "the first open request's chat streams after the list to a browser that runs scripts, and is in place without",
  ONCE,
  async ({ page, login }) => {
    await login(IVANOV);
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    const cookies = (await page.context().cookies())
      .filter((c) => c.name !== "scripts")
      .map((c) => `${c.name}=${c.value}`);
    const get = async (extra: string[]) =>
      (
        await page.request.get("/requests", {
          headers: { "user-agent": browser, cookie: [...cookies, ...extra].join("; ") },
        })
      ).text();
    const streamed = await get(["scripts=on"]);
    // The shell holds the list and a placeholder; the chat follows in a segment React reveals with a script.
    expect(streamed).toContain("Загрузка…");
    expect(streamed).toMatch(/<div hidden id="S:\d+">[\s\S]*Заявка №/);
    const whole = await get([]);
    expect(whole).not.toContain("Загрузка…");
    expect(whole).not.toMatch(/hidden id="S:\d+"/);
    expect(whole).toMatch(/<h2[^>]*>Заявка №/);
  },
);

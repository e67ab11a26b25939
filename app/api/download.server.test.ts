import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Notice } from "~/session/notice";
import { backWithNotice, downloadResponse, streamDownload } from "./download.server";

const upstream = (body: BodyInit | null, init: ResponseInit) => () => Promise.resolve({ response: new Response(body, init) });
const pdf = { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename*=UTF-8''%D0%A7%D0%B5%D0%BA.pdf` };

/** What a failed download threw: a data() error's status, or a redirect's location. */
async function thrown(run: Promise<Response>): Promise<string> {
  try {
    await run;
  } catch (e) {
    // data(null, { status }) throws its DataWithResponseInit, which React Router turns into the error page.
    if (e && typeof e === "object" && "init" in e) return `status ${(e as { init: ResponseInit }).init.status}`;
    if (e instanceof Response) return `redirect ${e.headers.get("Location")}`;
    throw e;
  }
  throw new Error("no failure");
}

// Failures are logged for the operator; here they are expected.
beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => undefined));

describe("downloadResponse", () => {
  it("sends an attachment under both names, private, not cached, not sniffed", async () => {
    const response = downloadResponse({ body: "a;b\r\n", name: "История.csv", type: "text/csv; charset=utf-8" });
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="_______.csv"; filename*=UTF-8''%D0%98%D1%81%D1%82%D0%BE%D1%80%D0%B8%D1%8F.csv`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(await response.text()).toBe("a;b\r\n");
  });
});

describe("streamDownload", () => {
  it("streams the provider's bytes under the provider's name, with its length", async () => {
    const response = await streamDownload(upstream("%PDF-1.4", { headers: { ...pdf, "Content-Length": "8" } }), { name: "check.pdf" });
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA.pdf`);
    expect(response.headers.get("content-length")).toBe("8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("%PDF-1.4");
  });

  it("uses the route's name when the provider gives none", async () => {
    const response = await streamDownload(upstream("x", { headers: { "Content-Type": "application/pdf" } }), { name: "bill_7.pdf" });
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="bill_7.pdf"; filename*=UTF-8''bill_7.pdf`);
  });

  it("never streams an error answer as a file: a 404 is a 404, other failures a 502", async () => {
    expect(await thrown(streamDownload(upstream("not found", { status: 404 }), { name: "a.pdf" }))).toBe("status 404");
    expect(await thrown(streamDownload(upstream("<h1>oops</h1>", { status: 500, headers: pdf }), { name: "a.pdf" }))).toBe("status 502");
    expect(await thrown(streamDownload(() => Promise.reject(new TypeError("network")), { name: "a.pdf" }))).toBe("status 502");
  });

  it("treats a JSON or HTML body on a 200 as the error it is", async () => {
    const json = upstream(`{"Error":"Нет файла"}`, { headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": "attachment; filename=a.pdf" } });
    expect(await thrown(streamDownload(json))).toBe("status 502");
    expect(await thrown(streamDownload(upstream("<html>", { headers: { "Content-Type": "text/html" } }), { name: "a.pdf" }))).toBe("status 502");
  });

  it("refuses a file without a name when the route has none to give", async () => {
    expect(await thrown(streamDownload(upstream("x", { headers: { "Content-Type": "application/pdf" } })))).toBe("status 502");
  });

  it("lets a thrown redirect (the 401 handling) pass", async () => {
    const login = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(await thrown(streamDownload(() => Promise.reject(login)))).toBe("redirect /login");
  });

  it("with a way back, flashes the notice of that kind of failure and goes back", async () => {
    const flashed: Notice[] = [];
    const onFailure = backWithNotice({ flash: (n) => flashed.push(n) }, "/requests/5", {
      missing: "requests.file_download_error",
      unavailable: "requests.file_download_error",
      nameless: "requests.file_name_error",
    });
    expect(await thrown(streamDownload(upstream("x", { headers: { "Content-Type": "application/pdf" } }), { onFailure }))).toBe("redirect /requests/5");
    expect(await thrown(streamDownload(upstream(null, { status: 404 }), { onFailure }))).toBe("redirect /requests/5");
    expect(flashed).toEqual([
      { kind: "error", key: "requests.file_name_error" },
      { kind: "error", key: "requests.file_download_error" },
    ]);
  });
});

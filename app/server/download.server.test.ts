import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DownloadError,
  downloadFailure,
  downloadMiddleware,
  downloadResponse,
  failedDownload,
  fileMissing,
  providerFailed,
  streamDownload,
  type DownloadFailed,
} from "./download.server";

const upstream = (body: BodyInit | null, init: ResponseInit) => () =>
  Promise.resolve({ response: new Response(body, init) });
const pdf = {
  "Content-Type": "application/pdf",
  "Content-Disposition": `attachment; filename*=UTF-8''%D0%A7%D0%B5%D0%BA.pdf`,
};

/** What a failed download threw: the kind of a DownloadError, or a redirect's location. */
async function thrown(run: Promise<Response>): Promise<string> {
  try {
    await run;
  } catch (e) {
    if (e instanceof DownloadError) return e.why;
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
    const response = await streamDownload(upstream("%PDF-1.4", { headers: { ...pdf, "Content-Length": "8" } }), {
      name: "check.pdf",
    });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%D0%A7%D0%B5%D0%BA.pdf`,
    );
    expect(response.headers.get("content-length")).toBe("8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("%PDF-1.4");
  });

  it("uses the route's name when the provider gives none", async () => {
    const response = await streamDownload(upstream("x", { headers: { "Content-Type": "application/pdf" } }), {
      name: "bill_7.pdf",
    });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="bill_7.pdf"; filename*=UTF-8''bill_7.pdf`,
    );
  });

  it("never streams an error answer as a file: a 404, 403 or 410 is a missing file, other failures the provider's", async () => {
    for (const status of [404, 403, 410])
      expect(await thrown(streamDownload(upstream("not found", { status }), { name: "a.pdf" }))).toBe("missing");
    expect(
      await thrown(streamDownload(upstream("<h1>oops</h1>", { status: 500, headers: pdf }), { name: "a.pdf" })),
    ).toBe("unavailable");
    expect(await thrown(streamDownload(upstream("bad", { status: 400, headers: pdf }), { name: "a.pdf" }))).toBe(
      "unavailable",
    );
    expect(await thrown(streamDownload(() => Promise.reject(new TypeError("network")), { name: "a.pdf" }))).toBe(
      "unavailable",
    );
  });

  it("treats a JSON or HTML body on a 200 as the error it is", async () => {
    const json = upstream(`{"Error":"Нет файла"}`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": "attachment; filename=a.pdf",
      },
    });
    expect(await thrown(streamDownload(json))).toBe("unavailable");
    expect(
      await thrown(streamDownload(upstream("<html>", { headers: { "Content-Type": "text/html" } }), { name: "a.pdf" })),
    ).toBe("unavailable");
  });

  it("refuses a file without a name when the route has none to give", async () => {
    expect(await thrown(streamDownload(upstream("x", { headers: { "Content-Type": "application/pdf" } })))).toBe(
      "nameless",
    );
  });

  it("lets a thrown redirect (the 401 handling) pass", async () => {
    const login = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(await thrown(streamDownload(() => Promise.reject(login)))).toBe("redirect /login");
  });
});

describe("failedDownload: what the failure page says", () => {
  const words = {
    message: {
      nameless: "requests.file_name_error",
      missing: "requests.file_download_error",
      unavailable: "requests.file_download_error",
    },
    back: "/requests/5",
  };

  it("answers a file that is not there (unknown, foreign, malformed id) 404, with the route's message and no retry", () => {
    expect(failedDownload(fileMissing(), words)).toEqual({
      status: 404,
      said: { key: "requests.file_download_error" },
      back: "/requests/5",
      retry: false,
    });
  });

  it("answers a provider failure or a nameless file 502, with a retry", () => {
    expect(failedDownload(new DownloadError("unavailable"), words)).toMatchObject({
      status: 502,
      said: { key: "requests.file_download_error" },
      retry: true,
    });
    expect(failedDownload(new DownloadError("nameless"), words)).toMatchObject({
      status: 502,
      said: { key: "requests.file_name_error" },
      retry: true,
    });
  });

  it("takes one key for every kind, and the provider's own words over the route's", () => {
    expect(failedDownload(fileMissing(), { message: "payment.bill_download_failed", back: "/payment" }).said).toEqual({
      key: "payment.bill_download_failed",
    });
    const failure = { kind: "business" as const, text: "Нет доступа", key: "errors.generic" };
    expect(failedDownload(providerFailed(failure), { message: "x.y", back: "/" }).said).toEqual({
      key: "errors.generic",
      text: "Нет доступа",
    });
  });
});

describe("downloadMiddleware and downloadFailure", () => {
  const words = () => ({ message: "payment.check_download_failed", back: "/payment?tab=history" });
  const page = new Response("<html>page</html>", { headers: { "Content-Type": "text/html" } });

  async function run(url: string, body: () => Promise<Response> | Response) {
    const context = new RouterContextProvider();
    const request = new Request(url);
    const next = vi.fn(async () => page);
    const middleware = downloadMiddleware(body, words);
    const response = await middleware({ request, context, params: {}, url: new URL(url), pattern: "" } as never, next);
    return { response, next, context, request };
  }

  it("answers the file before any loader runs", async () => {
    const file = downloadResponse({ body: "a", name: "a.csv", type: "text/csv" });
    const { response, next } = await run("http://x/payment/checks/1", () => file);
    expect(response).toBe(file);
    expect(next).not.toHaveBeenCalled();
  });

  it("on a failure renders the route's page, whose loader gets the failure and its status", async () => {
    const { response, next, context, request } = await run("http://x/payment/checks/1", () =>
      Promise.reject(fileMissing()),
    );
    expect(response).toBe(page);
    expect(next).toHaveBeenCalledOnce();
    const answer = downloadFailure(request, context) as unknown as { data: DownloadFailed; init: ResponseInit };
    expect(answer.init.status).toBe(404);
    expect(answer.data).toEqual({
      status: 404,
      said: { key: "payment.check_download_failed" },
      back: "/payment?tab=history",
      retry: false,
    });
  });

  it("lets other errors and redirects pass", async () => {
    await expect(run("http://x/a", () => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
    const login = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(run("http://x/a", () => Promise.reject(login))).rejects.toBe(login);
  });

  it("never answers a script's data request with a file: its loader sends the browser to the document", async () => {
    const body = vi.fn(() => downloadResponse({ body: "a", name: "a.csv", type: "text/csv" }));
    const { response, next, context, request } = await run("http://x/payment/checks/1.data?format=pdf&_routes=x", body);
    expect(body).not.toHaveBeenCalled();
    expect(response).toBe(page);
    expect(next).toHaveBeenCalledOnce();
    let redirect: unknown;
    try {
      downloadFailure(request, context);
    } catch (e) {
      redirect = e;
    }
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get("Location")).toBe("/payment/checks/1?format=pdf");
    expect((redirect as Response).headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});

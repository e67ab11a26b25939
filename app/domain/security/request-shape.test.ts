import { describe, expect, it } from "vitest";
import {
  bodyCapOf,
  FORM_BODY_CAP,
  formRefusal,
  mediaType,
  meteredBody,
  refusalOf,
  routable,
  sizeRefusal,
  UPLOAD_BODY_CAP,
} from "./request-shape";

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("refusalOf", () => {
  it("lets GET and HEAD through whatever they carry", () => {
    for (const m of ["GET", "get", "HEAD"]) {
      expect(refusalOf(m, null)).toBeNull();
      expect(refusalOf(m, "application/json")).toBeNull();
    }
  });

  it("refuses every other method but POST with 405 and names the methods it takes", () => {
    for (const m of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "put"]) {
      const refusal = refusalOf(m, "application/x-www-form-urlencoded");
      expect(refusal, m).toMatchObject({ status: 405, key: "errors.method_not_allowed" });
      expect(refusal?.headers.Allow).toBe("GET, HEAD, POST");
    }
  });

  it("takes a POST in either form encoding, with parameters and in any case", () => {
    for (const type of [
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded;charset=UTF-8",
      "multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW",
      " Multipart/Form-Data ; boundary=x",
      "APPLICATION/X-WWW-FORM-URLENCODED",
    ]) {
      expect(refusalOf("POST", type), type).toBeNull();
    }
  });

  it("refuses a POST in any other encoding, or in none, with 415 and names the ones it takes", () => {
    for (const type of [
      null,
      "",
      "application/json",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/xml",
      "multipart/mixed; boundary=x",
      "application/x-www-form-urlencodedx",
      "form-data",
    ]) {
      const refusal = refusalOf("POST", type);
      expect(refusal, String(type)).toMatchObject({ status: 415, key: "errors.unsupported_form" });
      expect(refusal?.headers["Accept-Post"]).toBe("application/x-www-form-urlencoded, multipart/form-data");
    }
  });
});

describe("mediaType", () => {
  it("is the type without parameters, trimmed and lower case", () => {
    expect(mediaType("Text/Plain; charset=utf-8")).toBe("text/plain");
    expect(mediaType(null)).toBe("");
  });
});

describe("formRefusal", () => {
  it("takes a form whose every field comes once, empty ones included", () => {
    expect(formRefusal(form([]))).toBeNull();
    expect(
      formRefusal(
        form([
          ["intent", "save"],
          ["text", ""],
          ["once", "abc"],
        ]),
      ),
    ).toBeNull();
  });

  it("refuses a form with any field twice, whatever the values", () => {
    for (const entries of [
      [
        ["intent", "save"],
        ["intent", "save"],
      ],
      [
        ["text", "a"],
        ["intent", "x"],
        ["text", "b"],
      ],
      [
        ["file", ""],
        ["file", ""],
      ],
    ] as Array<Array<[string, string]>>) {
      expect(formRefusal(form(entries)), JSON.stringify(entries)).toMatchObject({
        status: 400,
        key: "errors.bad_form",
      });
    }
  });
});

describe("routable", () => {
  it("passes the methods React Router runs middleware for as they are", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
      const request = new Request("https://portal.example/login", { method });
      expect(routable(request)).toBe(request);
    }
  });
  it("turns any other into a bodiless GET of the same URL and headers", () => {
    for (const method of ["OPTIONS", "PROPFIND", "FOO"]) {
      const request = new Request("https://portal.example/rc/1?x=1", { method, headers: { Cookie: "a=b" } });
      const passed = routable(request);
      expect(passed.method).toBe("GET");
      expect(passed.url).toBe(request.url);
      expect(passed.headers.get("Cookie")).toBe("a=b");
      expect(passed.body).toBeNull();
    }
  });
});

describe("the size caps (issue 32 item 3)", () => {
  const MULTIPART = "multipart/form-data; boundary=x";
  const URLENCODED = "application/x-www-form-urlencoded";

  it("a form without a file: 64 KiB; one with: twice the 10 MB attachment and the form around it", () => {
    expect([bodyCapOf(URLENCODED), bodyCapOf(null)]).toEqual([FORM_BODY_CAP, FORM_BODY_CAP]);
    expect(FORM_BODY_CAP).toBe(65_536);
    expect(bodyCapOf(MULTIPART)).toBe(UPLOAD_BODY_CAP);
    expect(UPLOAD_BODY_CAP).toBe(2 * 10 * 1024 * 1024 + 65_536);
  });

  it("refuses by Content-Length over the cap, at the byte; lets the cap itself and no length through", () => {
    expect(sizeRefusal(URLENCODED, String(FORM_BODY_CAP))).toBeNull();
    expect(sizeRefusal(URLENCODED, String(FORM_BODY_CAP + 1))).toMatchObject({ status: 413, key: "errors.too_large" });
    expect(sizeRefusal(MULTIPART, String(12 * 1024 * 1024))).toBeNull();
    expect(sizeRefusal(MULTIPART, String(70 * 1024 * 1024))).toMatchObject({ status: 413 });
    expect(sizeRefusal(MULTIPART, null)).toBeNull();
    expect(sizeRefusal(MULTIPART, "a lot")).toMatchObject({ status: 413 });
  });

  it("counts a body of no declared length as it is read and fails just past the cap", async () => {
    const chunks = (sizes: number[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of sizes) controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      });
    const within = meteredBody(chunks([4, 4, 2]), 10);
    expect((await new Response(within.body).arrayBuffer()).byteLength).toBe(10);
    expect(within.over()).toBe(false);
    const past = meteredBody(chunks([4, 4, 3]), 10);
    await expect(new Response(past.body).arrayBuffer()).rejects.toThrow(/over 10 bytes/);
    expect(past.over()).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formRefusal, mediaType, refusalOf, routable } from "./request-shape";

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

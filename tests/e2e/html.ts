import { parseDocument } from "htmlparser2";
import { findAll, findOne, getAttributeValue, getOuterHTML, removeElement, textContent } from "domutils";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { BASE_URL } from "./base-url";

type Element = Parameters<typeof getAttributeValue>[0];

// A document as the server sent it, for tests of the `http` project (no browser): what a resident's browser would
// show before any script runs. Text is read as a browser reads it (tags gone, whitespace collapsed).

export interface Html {
  /** The whole body's text. */
  text: string;
  /** The text of each element of that tag name (h1, main, nav…), in order. */
  texts: (tag: string) => string[];
  /** Whether an element of that tag carries that attribute with that value (e.g. nav, aria-label, "Главное меню"). */
  has: (tag: string, attribute: string, value: string) => boolean;
  /** An attribute of the first element of that tag that has `attribute` = `value` (e.g. meta name=description). */
  attributeWhere: (tag: string, attribute: string, value: string, wanted: string) => string | undefined;
  /** The attribute of each element of that tag whose text is `text` (e.g. the href of the link "Попробовать ещё раз"). */
  attributeOf: (tag: string, text: string, attribute: string) => string | undefined;
  /** The texts of the elements of role alert (an error summary, an inline error notice). */
  alerts: () => string[];
  /** A form by its id, or the first form holding a control of that name (`{ field }`). */
  form: (which: string | { field: string }) => SentForm | undefined;
  /**
   * The first element that is all of the given (its tag, id, role, aria-label, a text it holds), read on its own:
   * what a region of the page says (the main part, a kept step, the notices, one alert). Ids it points at outside
   * itself are not read.
   */
  within: (match: { tag?: string; id?: string; role?: string; label?: string; hasText?: string }) => Html | undefined;
}

/** A form as sent: where it posts, and what a browser would post if its default button were pressed. */
export interface SentForm {
  action: string | undefined;
  enctype: string | undefined;
  /** The successful controls: named inputs (ticked boxes only, no buttons or files), selects and textareas. */
  entries: Array<[string, string]>;
  /** Its submit buttons, in order, as [name, value] (a browser posts the pressed one's, if it has a name). */
  buttons: Array<[string | undefined, string]>;
  /** A control of this form by name. */
  control: (name: string) => Control | undefined;
}

export interface Control {
  /** What it shows: an input's value, a textarea's text, a select's chosen option. */
  value: string;
  attribute: (name: string) => string | undefined;
  /** The texts its aria-describedby points at (its hint and its message), joined. */
  described: string;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

export function html(source: string): Html {
  const document = parseDocument(source);
  const all = (tag: string) => findAll((e) => e.name === tag, document.children);
  // A browser shows neither scripts nor styles as text.
  for (const e of [...all("script"), ...all("style")]) removeElement(e);
  const body = all("body")[0];
  const byId = (id: string) => findOne((e) => getAttributeValue(e, "id") === id, document.children);
  // A form's controls: those inside it and those elsewhere that name it (`form="id"`).
  const controlsOf = (form: Element): Element[] => {
    const id = getAttributeValue(form, "id");
    const inside = findAll((e) => CONTROLS.has(e.name), form.children);
    const named = id
      ? findAll((e) => CONTROLS.has(e.name) && getAttributeValue(e, "form") === id, document.children)
      : [];
    return [...inside, ...named.filter((e) => !inside.includes(e))];
  };
  const control = (e: Element): Control => ({
    value: valueOf(e),
    attribute: (name) => getAttributeValue(e, name),
    described: (getAttributeValue(e, "aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => squash(textContent(byId(id) ?? [])))
      .join(" "),
  });
  return {
    text: squash(textContent(body ?? document)),
    texts: (tag) => all(tag).map((e) => squash(textContent(e))),
    has: (tag, attribute, value) => all(tag).some((e) => getAttributeValue(e, attribute) === value),
    attributeWhere: (tag, attribute, value, wanted) => {
      const found = all(tag).find((e) => getAttributeValue(e, attribute) === value);
      return found ? getAttributeValue(found, wanted) : undefined;
    },
    attributeOf: (tag, text, attribute) => {
      const found = all(tag).find((e) => squash(textContent(e)) === text);
      return found ? getAttributeValue(found, attribute) : undefined;
    },
    alerts: () =>
      findAll((e) => getAttributeValue(e, "role") === "alert", document.children).map((e) => squash(textContent(e))),
    form: (which) => {
      const found = all("form").find((f) =>
        typeof which === "string"
          ? getAttributeValue(f, "id") === which
          : controlsOf(f).some((c) => getAttributeValue(c, "name") === which.field),
      );
      if (!found) return undefined;
      const controls = controlsOf(found);
      return {
        action: getAttributeValue(found, "action"),
        enctype: getAttributeValue(found, "enctype"),
        entries: controls.filter(successful).map((c) => [getAttributeValue(c, "name")!, valueOf(c)]),
        buttons: controls
          .filter(submits)
          .map((c) => [getAttributeValue(c, "name"), getAttributeValue(c, "value") ?? ""]),
        control: (name) => {
          const c = controls.find((e) => getAttributeValue(e, "name") === name);
          return c ? control(c) : undefined;
        },
      };
    },
    within: ({ tag, id, role, label, hasText }) => {
      const found = findOne(
        (e) =>
          (tag === undefined || e.name === tag) &&
          (id === undefined || getAttributeValue(e, "id") === id) &&
          (role === undefined || getAttributeValue(e, "role") === role) &&
          (label === undefined || getAttributeValue(e, "aria-label") === label) &&
          (hasText === undefined || squash(textContent(e)).includes(hasText)),
        document.children,
      );
      return found ? html(getOuterHTML(found)) : undefined;
    },
  };
}

const CONTROLS = new Set(["input", "select", "textarea", "button"]);
/** Whether a browser would post it with the form's default submission (no button, no file, an unticked box). */
function successful(e: Element): boolean {
  const name = getAttributeValue(e, "name");
  if (!name || "disabled" in e.attribs || e.name === "button") return false;
  const type = (getAttributeValue(e, "type") ?? "text").toLowerCase();
  if (["submit", "button", "reset", "image", "file"].includes(type)) return false;
  if (type === "checkbox" || type === "radio") return "checked" in e.attribs;
  return true;
}
function submits(e: Element): boolean {
  const type = (getAttributeValue(e, "type") ?? (e.name === "button" ? "submit" : "text")).toLowerCase();
  return (e.name === "button" || e.name === "input") && type === "submit";
}
function valueOf(e: Element): string {
  if (e.name === "textarea") return textContent(e);
  if (e.name === "select") {
    const options = findAll((o) => o.name === "option", e.children);
    const chosen = options.find((o) => "selected" in o.attribs) ?? options[0];
    return chosen ? (getAttributeValue(chosen, "value") ?? squash(textContent(chosen))) : "";
  }
  const type = getAttributeValue(e, "type");
  return getAttributeValue(e, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
}

/** The answer's document. */
export const htmlOf = async (answer: APIResponse) => html(await answer.text());

/**
 * Sends a form of the page at `path` as a browser without scripts would: the page is loaded with the request
 * context's cookies, the form's own fields are posted (hidden ones included: once tokens, intents) with `set`
 * over them and the pressed button's name and value (`button`: its value; by default the form's first submit
 * button, as Enter presses it), to the form's action, from the portal's own origin. `headers` go with the load
 * and the post (a client's own: another scope, a forged CF-Connecting-IP, the portal's test clock).
 * Answers the post (redirects not followed).
 */
export async function sendForm(
  request: APIRequestContext,
  path: string,
  options: {
    form: string | { field: string };
    set?: Record<string, string>;
    button?: string;
    headers?: Record<string, string>;
  },
) {
  const page = await htmlOf(await request.get(path, { headers: options.headers }));
  const form = page.form(options.form);
  expect(form, `the form ${JSON.stringify(options.form)} on ${path}`).toBeTruthy();
  const entries = form!.entries.filter(([name]) => !(name in (options.set ?? {})));
  entries.push(...Object.entries(options.set ?? {}));
  const pressed = form!.buttons.find(([, value]) => options.button === undefined || value === options.button);
  expect(pressed, `the button ${options.button ?? "(first)"} of ${JSON.stringify(options.form)}`).toBeTruthy();
  if (pressed![0]) entries.push([pressed![0], pressed![1]]);
  const url = new URL(form!.action ?? path, BASE_URL);
  const to = url.pathname + url.search;
  const headers = { ...options.headers, origin: BASE_URL };
  let answer: APIResponse;
  if (form!.enctype === "multipart/form-data") {
    const multipart = new FormData();
    for (const [name, value] of entries) multipart.append(name, value);
    answer = await request.post(to, { headers, multipart, maxRedirects: 0 });
  } else {
    const data = new URLSearchParams(entries).toString();
    const urlencoded = { ...headers, "content-type": "application/x-www-form-urlencoded" };
    answer = await request.post(to, { headers: urlencoded, data, maxRedirects: 0 });
  }
  return answer;
}

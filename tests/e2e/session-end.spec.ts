import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, HTTP, SCOPE_HEADER, signIn, test } from "./fixtures";
import { htmlOf, sendForm } from "./html";
import { details, latestCode, newPhone, wizardClient } from "./register-support";

// Issue 32 item 4: sessions the server can end (decision 0026). A sealed cookie cannot be taken back from a
// browser, and the provider's token may outlive a logout whose call failed; the portal now writes the ending down
// per resident and asks on every signed-in request. Each test copies a signed-in cookie jar (a second device, or a
// stolen cookie) and shows what it opens afterwards. No browser: the cookies and the answers are the point.

type Devices = { playwright: PlaywrightWorkerArgs["playwright"]; baseURL?: string; scope: string };

/** Another client in the test's scope, with `from`'s cookies as they are now (or none). */
async function device({ playwright, baseURL, scope }: Devices, from?: APIRequestContext) {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { [SCOPE_HEADER]: scope },
    storageState: from ? await from.storageState() : undefined,
  });
}

/** Where /profile sends this client: 200 for a signed-in one, the login page's address for one who is not. */
async function profileOf(client: APIRequestContext): Promise<number | string> {
  const answer = await client.get("/profile", { maxRedirects: 0 });
  return answer.status() === 200 ? 200 : (answer.headers()["location"] ?? answer.status());
}

/** The provider's calls an answer made (its Server-Timing entries, under the test switch). */
async function providerCalls(client: APIRequestContext, path: string): Promise<string[]> {
  const answer = await client.get(path, { maxRedirects: 0 });
  const entries = (answer.headers()["server-timing"] ?? "").split(",").map((e) => e.trim().split(";")[0]!);
  return entries.filter((name) => name && name !== "total" && name !== "render");
}

const TO_LOGIN = "/login?redirectTo=%2Fprofile";
const EVERYWHERE = "logout-everywhere";

test(
  "a logged-out cookie opens nothing, even when the provider's logout failed",
  HTTP,
  async ({ request, playwright, baseURL, scope, upstream, residents }) => {
    const who = await residents.fresh();
    await signIn(request, who);
    const copy = await device({ playwright, baseURL, scope }, request);
    expect(await profileOf(copy), "the copied cookie opens the profile before the logout").toBe(200);
    // The provider does not hear of the logout: its token stays good.
    await upstream.fault({ path: "/Auth/Logout", mode: "500" });
    const logout = await request.post("/logout", { form: {}, maxRedirects: 0 });
    expect(logout.headers()["location"]).toBe("/login");
    expect(await profileOf(request)).toBe(TO_LOGIN);
    expect(await profileOf(copy), "the copy of the logged-out cookie").toBe(TO_LOGIN);
    // The resident signs in again on that device: a new session, not the ended one.
    await signIn(copy, who);
    expect(await profileOf(copy)).toBe(200);
    await copy.dispose();
  },
);

test(
  "«Выйти на всех устройствах» in the profile ends every sign-in of the resident, this one too",
  HTTP,
  async ({ request, playwright, baseURL, scope, residents }) => {
    const who = await residents.fresh();
    const phone = await device({ playwright, baseURL, scope });
    await signIn(request, who);
    await signIn(phone, who);
    const other = await residents.fresh("Другой Житель Домович");
    const neighbour = await device({ playwright, baseURL, scope });
    await signIn(neighbour, other);
    const profile = await htmlOf(await request.get("/profile"));
    expect(profile.form(EVERYWHERE)?.buttons.length, "the profile's form of «Выйти на всех устройствах»").toBe(1);
    expect(profile.text).toContain("Выйти на всех устройствах");
    const out = await sendForm(request, "/profile", { form: EVERYWHERE });
    expect(out.headers()["location"]).toBe("/login");
    expect(await profileOf(request)).toBe(TO_LOGIN);
    expect(await profileOf(phone), "the resident's other device").toBe(TO_LOGIN);
    expect(await profileOf(neighbour), "another resident").toBe(200);
    await signIn(phone, who);
    expect(await profileOf(phone), "a sign-in after it").toBe(200);
    await Promise.all([phone.dispose(), neighbour.dispose()]);
  },
);

/** Registers `phone` through the wizard on `client` (as a browser without scripts does): signed in at the end. */
async function register(client: APIRequestContext, request: APIRequestContext, phone: string, password: string) {
  const wizard = wizardClient(client);
  const step2 = await wizard.send("register-details", details(phone));
  expect(step2.page.text).toContain("Шаг 2 из 3");
  await wizard.send("register-code", { code: await latestCode(request, phone) });
  const done = await wizard.send("register-password", { password, confirm: password });
  expect(done.status, "the last step signs the resident in").toBe(302);
}

test(
  "a password set anew (registering the phone again, §4's recovery) ends the sign-ins made with the old one",
  HTTP,
  async ({ request, playwright, baseURL, scope }) => {
    const phone = newPhone();
    const old = await device({ playwright, baseURL, scope });
    await register(old, request, phone, "first-pass-1");
    expect(await profileOf(old)).toBe(200);
    await register(request, request, phone, "second-pass-2");
    expect(await profileOf(request), "the device that set the password").toBe(200);
    expect(await profileOf(old), "a device signed in with the old password").toBe(TO_LOGIN);
    // Ended by the portal itself, not only because this provider also drops the old tokens: it is not even asked.
    await signIn(old, { phone, password: "second-pass-2" });
    const third = await device({ playwright, baseURL, scope });
    await register(third, request, phone, "third-pass-3");
    expect(await providerCalls(old, "/profile"), "calls made for an ended session").toEqual([]);
    expect(await profileOf(old)).toBe(TO_LOGIN);
    await Promise.all([old.dispose(), third.dispose()]);
  },
);

import { HTTP, signIn, test, expect } from "./fixtures";
import { htmlOf, sendForm } from "./html";
import { IVANOV } from "./support";

// Issue 31 item 5: an id-like field the resident's browser never sends (a name of Object's own, such as
// "__proto__") is a value like any unknown one: the form comes back with its reason, never a 500.

const KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty"];

test(
  "a new request for an address that is an object's own key is refused like any unknown one",
  HTTP,
  async ({ request }) => {
    await signIn(request, IVANOV);
    for (const ident of KEYS) {
      await test.step(ident, async () => {
        const set = { ident, text: "Течёт кран на кухне" };
        // Without JS a choice comes back with the next level: the page, not a failure.
        const chosen = await sendForm(request, "/requests/new", { form: { field: "ident" }, set, button: "choose" });
        expect(chosen.status(), `choose ${ident}`).toBe(200);
        expect((await htmlOf(chosen)).texts("h1")).toContain("Новая заявка");
        const created = await sendForm(request, "/requests/new", { form: { field: "ident" }, set, button: "create" });
        expect(created.status(), `create ${ident}`).toBe(400);
        const page = await htmlOf(created);
        expect(page.alerts().join(" ")).not.toBe("");
        expect(page.form({ field: "text" })?.control("text")?.value).toBe("Течёт кран на кухне");
      });
    }
  },
);

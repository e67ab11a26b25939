import type { APIRequestContext } from "@playwright/test";
import { expect, HTTP, JS_ONLY, notices, signIn, test, type Fixtures } from "./fixtures";
import { html, htmlOf, sendForm } from "./html";
import { COLD, openMeter } from "./meters-support";

// Issue 14 item 6: a reading has at most 9 digits before the point and 3 after, and a length limit. Each row
// injects a fault on the save, so a provider call would show the fault's text. With JS the field's answer in the
// live panel is a browser test (the field turns a comma into a dot as it is typed: JS_ONLY). Without JS the page a
// resident gets is the server's answer to the post, so it is read over HTTP (decision 0023): the cold-water
// meter's own form posted as a browser posts it, the answer's document read as sent.

const DIGITS = "Не более 9 цифр до запятой и 3 после неё";
const PROVIDER_CALLED = "The provider was called";
const ROWS = [
  ["99999999999999999999", DIGITS],
  ["1234567890", DIGITS],
  ["12,3456", DIGITS],
  ["9".repeat(10_000), "Не более 20 символов"],
] as const;

const label = (value: string) => (value.length > 30 ? `${value.length} nines` : value);

/** Signs a fresh resident with meters in; the id of their cold-water meter's reading form (reading-{n}). */
async function coldForm(request: APIRequestContext, residents: Fixtures["residents"]) {
  await signIn(request, await residents.withMeters());
  const page = await htmlOf(await request.get("/meters"));
  const meter = page.within({ tag: "li", hasText: "Кухня · Холодная вода" });
  const id = meter?.form({ field: "Value" })?.control("Value")?.attribute("id");
  expect(id, "the cold-water meter's reading field").toMatch(/^reading-\d+-Value$/);
  return id!.replace(/-Value$/, "");
}

test.describe("a reading has at most 9 digits before the point and 3 after (issue 14 item 6)", () => {
  for (const [value, message] of ROWS) {
    test(
      `${label(value)} is refused next to the field, kept, not sent`,
      JS_ONLY,
      async ({ page, login, residents, upstream }) => {
        await upstream.fault({ path: "/Meters/SaveMeterValue", mode: "error", message: PROVIDER_CALLED });
        await login(await residents.withMeters(), "/meters");
        const meter = await openMeter(page, COLD);
        const field = meter.getByLabel("Показания", { exact: true });
        await field.fill(value);
        await meter.getByRole("button", { name: "Передать показания" }).click();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        // The field's own message (the error summary names it too, as a link).
        await expect(meter.locator("[id$='-Value-error']")).toHaveText(message);
        // With JS the field turns a comma into a dot as it is typed.
        await expect(field).toHaveValue(value.replace(",", "."));
        await expect(page.locator("body")).not.toContainText(PROVIDER_CALLED);
      },
    );

    test(
      `${label(value)}, without JS: the server's page refuses it next to the field, kept, not sent`,
      HTTP,
      async ({ request, residents, upstream }) => {
        await upstream.fault({ path: "/Meters/SaveMeterValue", mode: "error", message: PROVIDER_CALLED });
        const form = await coldForm(request, residents);
        const answer = await sendForm(request, "/meters", { form, set: { Value: value } });
        const body = await answer.text();
        expect(answer.status(), body.slice(0, 300)).toBe(400);
        const page = html(body);
        const field = page.form(form)!.control("Value")!;
        expect(field.attribute("aria-invalid")).toBe("true");
        expect(page.within({ id: `${form}-Value-error` })?.text, "the field's own message").toBe(message);
        expect(field.value, "the reading kept").toBe(value);
        expect(page.text).not.toContain(PROVIDER_CALLED);
      },
    );
  }

  test("the largest reading is stored and shown as typed, without a float's rounding", async ({
    page,
    login,
    residents,
  }) => {
    await login(await residents.withMeters(), "/meters");
    const meter = await openMeter(page, COLD);
    await meter.getByLabel("Показания", { exact: true }).fill("999999999,999");
    await meter.getByRole("button", { name: "Передать показания" }).click();
    // Far above the usual consumption: the portal may ask first.
    const confirm = page.locator('button[name="confirmed"][value="1"]');
    await expect(confirm.or(notices(page).getByText("Новые показания переданы"))).toBeVisible();
    if (await confirm.isVisible()) await confirm.click();
    await expect(notices(page)).toContainText("Новые показания переданы");
    await expect(await openMeter(page, COLD)).toContainText("Показания за текущий месяц переданы: 999999999,999");
  });
});

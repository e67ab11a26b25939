import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, jsEnabled, open } from "./support";

test("the contract is published as YAML and JSON", async ({ request }, info) => {
  test.skip(!jsEnabled(info), "plain downloads, checked once");
  const yaml = await request.get("/openapi.yaml");
  expect(yaml.headers()["content-type"]).toContain("application/yaml");
  expect(await yaml.text()).toContain("openapi: 3.1.0");
  const json = await request.get("/openapi.json");
  const doc = await json.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.paths["/auth/login"].post.operationId).toBe("login");
});

test("/developers is a readable reference of operations, schemas and conventions", async ({ page }) => {
  // axe walks every node of the 100-operation reference: tens of seconds on a loaded CI machine.
  test.setTimeout(120_000);
  await open(page, "/developers");
  await expect(page.getByRole("heading", { name: "Контракт API поставщика" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Auth and user" })).toBeVisible();
  await page.getByText("/auth/login", { exact: true }).click();
  await expect(page.getByRole("link", { name: "LoginRequest" }).first()).toBeVisible();
  await expect(page.getByText("Ошибка бизнес-логики — ответ HTTP 200 с непустым полем Error")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("/demo/outbox shows the codes the demo provider sent", async ({ page, request }) => {
  const phone = `7901${String(Date.now()).slice(-7)}`;
  const sent = await request.post("/__upstream/Auth/SendCheckCode", { data: { phone }, headers: { client: "web" } });
  expect(sent.ok()).toBe(true);
  await open(page, "/demo/outbox");
  await expect(page.getByRole("row").filter({ hasText: phone })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: phone })).toContainText(/\d{4}/);
  await expectNoA11yViolations(page);
});

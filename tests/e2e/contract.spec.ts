import { HTTP, ONCE, open, test, expect } from "./fixtures";

test("the contract is published as YAML and JSON", HTTP, async ({ request }) => {
  const yaml = await request.get("/openapi.yaml");
  expect(yaml.headers()["content-type"]).toContain("application/yaml");
  expect(await yaml.text()).toContain("openapi: 3.1.0");
  const json = await request.get("/openapi.json");
  const doc = await json.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.paths["/auth/login"].post.operationId).toBe("login");
});

// ONCE: /developers and /demo/outbox ship no scripts (handle `scripts: false`): the same document in both projects.
test("/developers is a readable reference of operations, schemas and conventions", ONCE, async ({ page }) => {
  await open(page, "/developers");
  await expect(page.getByRole("heading", { name: "Контракт API поставщика" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Auth and user" })).toBeVisible();
  await page.getByText("/auth/login", { exact: true }).click();
  await expect(page.getByRole("link", { name: "LoginRequest" }).first()).toBeVisible();
  await expect(page.getByText("Ошибка бизнес-логики — ответ HTTP 200 с непустым полем Error")).toBeVisible();
});

test("/demo/outbox shows the codes the demo provider sent", ONCE, async ({ page, request }) => {
  const phone = `7901${String(Date.now()).slice(-7)}`;
  const sent = await request.post("/__upstream/Auth/SendCheckCode", { data: { phone }, headers: { client: "web" } });
  expect(sent.ok()).toBe(true);
  await open(page, "/demo/outbox");
  await expect(page.getByRole("row").filter({ hasText: phone })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: phone })).toContainText(/\d{4}/);
});

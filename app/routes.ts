import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Keep app/domain/navigation/routes.ts (BUILT_ROUTES) in step with the screens listed here.
export default [
  index("routes/root-redirect.ts"),
  route("language", "routes/i18n/language.ts"),
  route("logout", "routes/auth/logout.ts"),
  layout("routes/auth/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("feedback", "routes/feedback/feedback.tsx"),
  ]),
  layout("routes/app/layout.tsx", [
    route("home", "routes/home/home.tsx"),
    route("profile", "routes/profile/profile.tsx"),
    route("accounts/add", "routes/accounts/add.tsx"),
    route("accounts/:ident/delete", "routes/accounts/delete.tsx"),
    route("meters", "routes/meters/meters.tsx"),
    route("meters/:meterId/delete", "routes/meters/delete.tsx"),
    route("meters/:meterId/verify", "routes/meters/verify.tsx"),
    route("meters/:uniqueNum/history.csv", "routes/meters/history-csv.ts"),
    route("payment", "routes/payment/payment.tsx"),
    route("payment/pay/:target", "routes/payment/pay.tsx"),
    route("payment/invoices/:accountId", "routes/payment/invoices.tsx"),
    route("payment/insurance/:accountId", "routes/payment/insurance.tsx"),
  ]),
  // Payment resources (auth checked by requireUser in each): downloads, the commission quote, the CSV.
  route("payment/quote", "routes/payment/quote.ts"),
  route("payment/checks/:id", "routes/payment/check.ts"),
  route("payment/bills/:id", "routes/payment/bill.ts"),
  route("payment/files/:kind/:ident", "routes/payment/bill-file.ts"),
  route("payment/history.csv", "routes/payment/history-csv.ts"),
  route("payment-invoice/:token", "routes/payment/invoice-viewer.tsx"),
  route("policy", "routes/personal-data/policy.tsx"),
  route("agreement", "routes/personal-data/agreement.tsx"),
  route("openapi.yaml", "routes/developers/openapi-yaml.ts"),
  route("openapi.json", "routes/developers/openapi-json.ts"),
  route("developers", "routes/developers/developers.tsx"),
  route("demo/outbox", "routes/demo/outbox.tsx"),
  // Without a catch-all, unmatched URLs skip the root middleware; this one renders the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

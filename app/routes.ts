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
    // Downloads: the file, or a failure page in the shell under the same URL (app/api/download.server.ts).
    route("meters/:uniqueNum/history.csv", "routes/meters/history-csv.tsx"),
    route("payment/checks/:id", "routes/payment/check.tsx"),
    route("payment/bills/:id", "routes/payment/bill.tsx"),
    route("payment/files/:kind/:ident", "routes/payment/bill-file.tsx"),
    route("payment/history.csv", "routes/payment/history-csv.tsx"),
    route("requests/files/:fileId", "routes/requests/file.tsx"),
    route("payment", "routes/payment/payment.tsx"),
    route("payment/pay/:target", "routes/payment/pay.tsx"),
    route("payment/invoices/:accountId", "routes/payment/invoices.tsx"),
    route("payment/insurance/:accountId", "routes/payment/insurance.tsx"),
    route("requests/new", "routes/requests/new.tsx"),
    route("requests/:requestId?", "routes/requests/requests.tsx"),
    route("polls/:subpage?/:id?", "routes/polls/polls.tsx"),
  ]),
  // Resources (auth checked by requireUser in each): the commission quote, the chat's updates, creation.
  route("payment/quote", "routes/payment/quote.ts"),
  route("payment-invoice/:token", "routes/payment/invoice-viewer.tsx"),
  route("requests/updates", "routes/requests/updates.ts"),
  route("requests/create", "routes/requests/create.ts"),
  route("rc/:code", "routes/rc/rc.tsx"),
  route("rc/:code/updates", "routes/rc/updates.ts"),
  route("rc/:code/files/:fileId", "routes/rc/file.tsx"),
  route("openpoll/:code", "routes/openpoll/openpoll.tsx"),
  route("openpoll/:code/results", "routes/openpoll/results.tsx"),
  route("policy", "routes/personal-data/policy.tsx"),
  route("agreement", "routes/personal-data/agreement.tsx"),
  route("openapi.yaml", "routes/developers/openapi-yaml.ts"),
  route("openapi.json", "routes/developers/openapi-json.ts"),
  route("developers", "routes/developers/developers.tsx"),
  route("demo/outbox", "routes/demo/outbox.tsx"),
  // Without a catch-all, unmatched URLs skip the root middleware; this one renders the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

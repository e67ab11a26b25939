// Accounting and payment (spec §7 "Accounting and payment"); the modules live in ./payment/.
import type { Router } from "../router";
import { accountingRoutes } from "./payment/accounting";
import { billsRoutes } from "./payment/bills";
import { demoPayRoutes } from "./payment/demo-page";
import { paidRequestRoutes } from "./payment/paid-requests";
import { payOnlineRoutes } from "./payment/payonline";

export function paymentRoutes(router: Router): void {
  accountingRoutes(router);
  billsRoutes(router);
  payOnlineRoutes(router);
  paidRequestRoutes(router);
  demoPayRoutes(router);
}

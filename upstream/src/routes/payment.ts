import type { Router } from "../http";

export function paymentRoutes(_router: Router): void {}

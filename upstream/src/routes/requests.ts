import type { Router } from "../http";

export function requestsRoutes(_router: Router): void {}

import type { Router } from "../http";

export function metersRoutes(_router: Router): void {}

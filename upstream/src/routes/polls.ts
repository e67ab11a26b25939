import type { Router } from "../http";

export function pollsRoutes(_router: Router): void {}

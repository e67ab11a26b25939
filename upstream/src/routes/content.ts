import type { Router } from "../http";

export function contentRoutes(_router: Router): void {}

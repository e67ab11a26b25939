import type { Router } from "../http";

export function supportRoutes(_router: Router): void {}

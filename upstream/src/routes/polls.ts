import type { Router } from "../http";
import { ossRoutes } from "./polls/oss";
import { pollRoutes } from "./polls/polls";

export function pollsRoutes(router: Router): void {
  pollRoutes(router);
  ossRoutes(router);
}

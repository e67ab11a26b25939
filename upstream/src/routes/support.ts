import type { Router } from "../router";
import { chatRoutes } from "./support/chat";
import { guideRoutes } from "./support/guide-page";
import { publicRoutes } from "./support/public";

/** Support chat (with or without login) and the public calls: tech-support appeal, personal-data texts, mockup. */
export function supportRoutes(router: Router): void {
  chatRoutes(router);
  publicRoutes(router);
  guideRoutes(router);
}

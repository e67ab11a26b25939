import type { Router } from "../router";
import { eventRoutes } from "./content/events";
import { leadRoutes } from "./content/leads";
import { shopRoutes } from "./content/shop";

/** Home content (spec §7 "Config and common"): events, news, announcements, emergency works, shops, leads. */
export function contentRoutes(router: Router): void {
  eventRoutes(router);
  shopRoutes(router);
  leadRoutes(router);
}

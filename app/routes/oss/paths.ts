import { href } from "react-router";
import type { Elsewhere } from "~/domain/oss/status";

// The owners' meetings pages' addresses (§2.1), for links and redirects alike.

export const listPath = (tab?: "completed") => (tab ? `${href("/oss")}?tab=${tab}` : href("/oss"));
export const infoPath = (id: number) => href("/oss_info/:id?", { id: String(id) });
export const resultPath = (id: number) => href("/oss_result/:id", { id: String(id) });
/** The vote page at question `index` (0-based); without it, where the resident stopped. */
export const votePath = (id: number, index?: number) =>
  href("/oss_vote/:id", { id: String(id) }) + (index === undefined ? "" : `?q=${index + 1}`);

export function elsewherePath(where: Elsewhere, id: number): string {
  switch (where) {
    case "list":
      return listPath();
    case "info":
      return infoPath(id);
    case "vote":
      return votePath(id);
    case "result":
      return resultPath(id);
  }
}

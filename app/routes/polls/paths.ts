import { href } from "react-router";

// The polls screen's URLs (one route module each): /polls, /polls/{form|results}/{id}, with the list's "show completed" choice kept as a query.

export type Subpage = "form" | "results";

export function pollId(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && /^\d{1,9}$/.test(raw) && n > 0 ? n : null;
}

const query = (q: URLSearchParams) => (q.size ? `?${q}` : "");

/** The URL of a poll's form or results, keeping the list's "show completed" choice. */
export function pollPath(subpage: Subpage, id: number, completed: boolean, extra?: Record<string, string>): string {
  const q = new URLSearchParams({ ...(completed ? { completed: "1" } : {}), ...extra });
  const path =
    subpage === "form" ? href("/polls/form/:id?", { id: String(id) }) : href("/polls/results/:id?", { id: String(id) });
  return `${path}${query(q)}`;
}

/** The list alone, with or without the completed polls. */
export function listPath(completed: boolean): string {
  return `${href("/polls")}${query(new URLSearchParams(completed ? { completed: "1" } : {}))}`;
}

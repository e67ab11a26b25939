// §2.3 / §4 Support chat: the help tree shown when a new issue should start. A walk down the tree is kept as a
// path of child positions ("0.2.1"), so it fits a link or a form field and needs no script: choosing a node
// appends its position, Back drops the last one, 'Other question' starts again from the top.
import { safeRedirectPath } from "../auth/redirect";

export interface HelpNode {
  Name: string;
  Conclusion: string | null;
  IsConclusion: boolean;
  Childrens: HelpNode[];
}

/** The deepest path the portal follows: the reference tree is three levels deep; a cycle cannot be sent as JSON. */
const MAX_DEPTH = 12;

/** Positions read from a path parameter; anything not a dot-separated list of small numbers is the top. */
export function parsePath(raw: string | null | undefined): number[] {
  const value = (raw ?? "").trim();
  if (!/^\d{1,3}(\.\d{1,3})*$/.test(value)) return [];
  return value.split(".").map(Number).slice(0, MAX_DEPTH);
}

export const formatPath = (path: readonly number[]) => path.join(".");

export interface TreeStep {
  /** The valid part of the path asked for (a stale or forged path stops where the tree does). */
  path: number[];
  /** The nodes chosen, top first. */
  trail: HelpNode[];
  /** What to choose from next: the top level, or the children of the last node. */
  choices: HelpNode[];
  /** The advice of the last node when it is a conclusion. */
  conclusion: string | null;
  /** A conclusion or a leaf: 'call operator' and 'problem solved' are offered. */
  end: boolean;
}

/** Walks `path` down `tree` as far as it goes. */
export function walk(tree: readonly HelpNode[], path: readonly number[]): TreeStep {
  const trail: HelpNode[] = [];
  let level: readonly HelpNode[] = tree;
  for (const position of path) {
    const node = level[position];
    if (!node) break;
    trail.push(node);
    level = node.Childrens ?? [];
  }
  const last = trail.at(-1) ?? null;
  const conclusion = last?.IsConclusion ? (last.Conclusion ?? "") : null;
  return {
    path: path.slice(0, trail.length),
    trail,
    choices: [...level],
    conclusion,
    end: last !== null && (last.IsConclusion || level.length === 0),
  };
}

/** The path of Back: one node up. */
export const parentPath = (path: readonly number[]) => path.slice(0, -1);

/**
 * The technical info sent before the first message to the operator (AddTechInfo): the nodes chosen, joined by
 * arrows, and the page the chat was opened on.
 */
export function techInfo(trail: readonly HelpNode[], page: string): string {
  const names = trail.map((n) => n.Name.trim()).filter(Boolean);
  return [names.length ? names.join(" → ") : "—", `Страница: ${page}`].join("\n");
}

/**
 * The page the technical info names: the one the chat was opened from (a same-site path), else the chat's own.
 * A post with JS arrives at React Router's data URL (/support.data): the page is the path without that suffix,
 * never the data URL (issue 31 item 16).
 */
export function chatPage(from: string, requestPath: string): string {
  const same = safeRedirectPath(from, "");
  if (same) return same.slice(0, 200);
  const page = requestPath.replace(/\.data$/, "");
  return page === "/_root" ? "/" : page;
}

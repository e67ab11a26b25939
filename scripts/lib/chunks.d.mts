import type { Plugin } from "vite";
export function chunking(
  appDir: string,
  common: readonly string[],
  routes: readonly { file: string; children?: unknown[] }[],
): Plugin;

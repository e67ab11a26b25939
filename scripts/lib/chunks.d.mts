import type { Plugin } from "vite";
export function chunking(appDir: string, common: readonly string[]): Plugin;

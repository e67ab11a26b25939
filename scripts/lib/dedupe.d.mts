import type { Plugin } from "vite";
export function dedupe(root: string): Plugin;

import type { Plugin } from "vite";
export function lazyChecks(root: string): Plugin;
export function lazySchemaImports(code: string, id: string, checksPath: string): { code: string } | null;

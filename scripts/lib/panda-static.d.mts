import type { Plugin } from "vite";
export function pandaStatic(root: string): Plugin;
export function liteCreateRecipe(): string;
export function compoundCss(code: string, id: string, css: (styles: unknown) => string): { code: string } | null;
export function liteRecipe(code: string, id: string): { code: string };
export function browserRecipe(code: string, id: string, css: (styles: unknown) => string): { code: string };
export function staticCalls(code: string, id: string, styled: Styled): { code: string } | null;
export function loadStyled(root: string): Promise<Styled>;
export function recipeSource(root: string, file: string): string;
export interface Styled {
  css: Record<string, (...args: unknown[]) => unknown> & { css: (styles: unknown) => string };
  patterns: Record<string, unknown>;
  recipes: Record<string, unknown>;
}

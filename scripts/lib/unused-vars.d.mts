export function withoutUnusedVars(css: string): string;

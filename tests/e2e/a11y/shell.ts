import type { A11yRow } from "./kit";

// Screen states of the shell area checked by tests/e2e/a11y.spec.ts.
export const shellRows: A11yRow[] = [];

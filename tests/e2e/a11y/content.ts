import type { A11yRow } from "./kit";

// Screen states of the content area checked by tests/e2e/a11y.spec.ts.
export const contentRows: A11yRow[] = [];

import type { A11yRow } from "./kit";

// Screen states of the accounts area checked by tests/e2e/a11y.spec.ts.
export const accountsRows: A11yRow[] = [];

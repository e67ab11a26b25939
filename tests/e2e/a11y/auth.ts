import type { A11yRow } from "./kit";

// Screen states of the auth area checked by tests/e2e/a11y.spec.ts.
export const authRows: A11yRow[] = [];

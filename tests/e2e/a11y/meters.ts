import type { A11yRow } from "./kit";

// Screen states of the meters area checked by tests/e2e/a11y.spec.ts.
export const metersRows: A11yRow[] = [];

import type { A11yRow } from "./kit";

// Screen states of the requests area checked by tests/e2e/a11y.spec.ts.
export const requestsRows: A11yRow[] = [];

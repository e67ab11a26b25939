import type { A11yRow } from "./kit";

// Screen states of the payment area checked by tests/e2e/a11y.spec.ts.
export const paymentRows: A11yRow[] = [];

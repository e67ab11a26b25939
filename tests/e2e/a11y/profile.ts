import type { A11yRow } from "./kit";

// Screen states of the profile area checked by tests/e2e/a11y.spec.ts.
export const profileRows: A11yRow[] = [];

/** Where the e2e web server listens (playwright.config.ts starts it; contexts made by hand need it too). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5190);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The same build served without the test switch (scripts/serve-no-switch.sh, decision 0024). */
export const NO_SWITCH_PORT = E2E_PORT + 100;
export const NO_SWITCH_URL = `http://localhost:${NO_SWITCH_PORT}`;

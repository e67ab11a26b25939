import { defineConfig } from "@pandacss/dev";
import { theme } from "./app/theme";
import { withoutUnusedVars } from "./scripts/lib/unused-vars.mjs";

export default defineConfig({
  preflight: true,
  include: ["./app/**/*.{ts,tsx}"],
  exclude: ["./app/**/*.test.ts"],
  outdir: "styled-system",
  theme: { extend: theme },
  // The sheet goes inline into every document (decision 0028): tokens no rule reads are left out.
  hooks: {
    "cssgen:done": ({ artifact, content }) => (artifact === "styles.css" ? withoutUnusedVars(content) : undefined),
  },
});

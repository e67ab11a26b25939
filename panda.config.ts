import { defineConfig } from "@pandacss/dev";
import { theme } from "./app/theme";

export default defineConfig({
  preflight: true,
  include: ["./app/**/*.{ts,tsx}"],
  exclude: ["./app/**/*.test.ts"],
  outdir: "styled-system",
  theme: { extend: theme },
});

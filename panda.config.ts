import { defineConfig, defineRecipe } from "@pandacss/dev";

// A small set of recipes; colours go through tokens so the configured theme colour (config.color) can
// replace the brand at runtime via CSS variables set on <html> by the server.
const button = defineRecipe({
  className: "btn",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "md",
    fontWeight: "semibold",
    px: "4",
    py: "2",
    minH: "10",
    cursor: "pointer",
    borderWidth: "1px",
    borderColor: "transparent",
    textDecoration: "none",
    _disabled: { opacity: 0.55, cursor: "not-allowed" },
    _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
  },
  variants: {
    variant: {
      primary: { bg: "brand", color: "brandFg", _hover: { filter: "brightness(0.95)" } },
      secondary: { bg: "surface", color: "text", borderColor: "border", _hover: { bg: "muted" } },
      ghost: { bg: "transparent", color: "text", _hover: { bg: "muted" } },
    },
    size: { sm: { px: "2", py: "1", minH: "8", fontSize: "sm" }, md: {} },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

const input = defineRecipe({
  className: "input",
  base: {
    display: "block",
    w: "full",
    px: "3",
    py: "2",
    minH: "10",
    borderWidth: "1px",
    borderColor: "borderStrong",
    borderRadius: "md",
    bg: "surface",
    color: "text",
    _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "1px" },
    "&[aria-invalid=true]": { borderColor: "danger" },
  },
});

const notice = defineRecipe({
  className: "notice",
  base: { borderRadius: "md", px: "4", py: "3", borderWidth: "1px", boxShadow: "md", bg: "surface" },
  variants: {
    kind: {
      error: { borderColor: "danger", borderLeftWidth: "4px" },
      success: { borderColor: "success", borderLeftWidth: "4px" },
      info: { borderColor: "brand", borderLeftWidth: "4px" },
    },
  },
  defaultVariants: { kind: "info" },
});

const card = defineRecipe({
  className: "card",
  base: { bg: "surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border", p: { base: "4", md: "6" } },
});

export default defineConfig({
  preflight: true,
  include: ["./app/**/*.{ts,tsx}"],
  exclude: ["./app/**/*.test.ts"],
  outdir: "styled-system",
  theme: {
    extend: {
      recipes: { button, input, notice, card },
      tokens: {
        colors: {
          // Fallbacks match the demo config; the server sets --brand / --brand-fg from config.color.
          brand: { value: "var(--brand, #1F6FB2)" },
          brandFg: { value: "var(--brand-fg, #ffffff)" },
          text: { value: "#1c2430" },
          textMuted: { value: "#4b5565" },
          surface: { value: "#ffffff" },
          page: { value: "#f3f5f8" },
          muted: { value: "#eef1f5" },
          border: { value: "#d9dee5" },
          borderStrong: { value: "#7b8594" },
          danger: { value: "#b42318" },
          success: { value: "#067647" },
          focus: { value: "#1a56db" },
        },
      },
      // The charts' colours (app/ui/BarChart.tsx); moving to app/theme/ with the other tokens.
      semanticTokens: {
        colors: {
          chart: {
            grid: { value: "{colors.border}" },
            axis: { value: "{colors.borderStrong}" },
            label: { value: "{colors.textMuted}" },
            bar: { value: "{colors.brand}" },
            // Tariffs: a blue and two contrasting shades, told apart in the legend and the table too.
            series1: { value: "#1F6FB2" },
            series2: { value: "#E0662B" },
            series3: { value: "#4A6B5D" },
          },
        },
      },
    },
  },
});

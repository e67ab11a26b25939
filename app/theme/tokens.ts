import { defineSemanticTokens, defineTokens } from "@pandacss/dev";

// The raw palette: the only place with colour values. Components never name these; they use the semantic
// tokens below, so a colour changes in one place and keeps its meaning everywhere it is used.
export const tokens = defineTokens({
  colors: {
    palette: {
      gray: {
        50: { value: "#f3f5f8" },
        100: { value: "#eef1f5" },
        200: { value: "#d9dee5" },
        400: { value: "#9aa3af" },
        500: { value: "#7b8594" },
        700: { value: "#4b5565" },
        900: { value: "#1c2430" },
      },
      blue: { 500: { value: "#2B7BD6" }, 600: { value: "#1F6FB2" }, 700: { value: "#1a56db" } },
      red: { 500: { value: "#D64545" }, 700: { value: "#b42318" } },
      green: { 50: { value: "#e3f4ea" }, 700: { value: "#067647" } },
      amber: {
        50: { value: "#fff1dc" },
        500: { value: "#D69E2E" },
        600: { value: "#B7791F" },
        800: { value: "#8a5a00" },
        900: { value: "#7a3e00" },
      },
      yellow: { 600: { value: "#C9A300" } },
      orange: { 500: { value: "#E0662B" } },
      brown: { 600: { value: "#7B5E3B" } },
      moss: { 600: { value: "#4A6B5D" } },
      white: { value: "#ffffff" },
      // The backdrop under dialogs: slate-900 at 55 %.
      overlay: { value: "rgba(15, 23, 42, 0.55)" },
    },
  },
  sizes: {
    // §2.3: dialogs and the single-form pages are 717 px wide where the window allows.
    form: { value: "717px" },
  },
});

// Every value a contrast check cares about is paired: text colours are ≥ 4.5:1 on `surface`, `page` and
// `muted`, and each status colour on its own `.subtle` background.
export const semanticTokens = defineSemanticTokens({
  colors: {
    // The configured theme colour (config.color), set by the server as --brand on :root (a nonced <style>)
    // after making it readable under white text (app/domain/config/color.ts); the fallback is the demo's.
    brand: {
      DEFAULT: { value: "var(--brand, {colors.palette.blue.600})" },
      // A tint of whatever the brand is, for surfaces that belong to the resident (their chat messages).
      subtle: { value: "color-mix(in srgb, {colors.brand} 10%, {colors.palette.white})" },
    },
    brandFg: { value: "var(--brand-fg, {colors.palette.white})" },
    text: { value: "{colors.palette.gray.900}" },
    textMuted: { value: "{colors.palette.gray.700}" },
    page: { value: "{colors.palette.gray.50}" },
    surface: { value: "{colors.palette.white}" },
    muted: { value: "{colors.palette.gray.100}" },
    border: { value: "{colors.palette.gray.200}" },
    borderStrong: { value: "{colors.palette.gray.500}" },
    focus: { value: "{colors.palette.blue.700}" },
    backdrop: { value: "{colors.palette.overlay}" },
    danger: {
      DEFAULT: { value: "{colors.palette.red.700}" },
      fg: { value: "{colors.palette.white}" },
    },
    success: {
      DEFAULT: { value: "{colors.palette.green.700}" },
      subtle: { value: "{colors.palette.green.50}" },
    },
    warning: {
      DEFAULT: { value: "{colors.palette.amber.900}" },
      subtle: { value: "{colors.palette.amber.50}" },
    },
    info: { value: "{colors.brand}" },
    // The rating marks (stars, smiles) of the request review.
    rating: { value: "{colors.palette.amber.800}" },
    // Bar charts (app/ui's chart and its callers): gridlines, the axis, tick labels, single-series bars and
    // the series of a multi-series chart (the first is the brand, the others contrast with it and each other).
    chart: {
      grid: { value: "{colors.border}" },
      axis: { value: "{colors.borderStrong}" },
      label: { value: "{colors.textMuted}" },
      bar: { value: "{colors.brand}" },
      series1: { value: "{colors.brand}" },
      series2: { value: "{colors.palette.orange.500}" },
      series3: { value: "{colors.palette.moss.600}" },
    },
    // §9: the meter resources' icon colours (a resource without one has no icon).
    resource: {
      coldWater: { value: "{colors.palette.blue.500}" },
      hotWater: { value: "{colors.palette.red.500}" },
      bottledGas: { value: "{colors.palette.amber.600}" },
      gas: { value: "{colors.palette.amber.500}" },
      electricity: { value: "{colors.palette.yellow.600}" },
      solidFuel: { value: "{colors.palette.brown.600}" },
      wastewater: { value: "{colors.palette.moss.600}" },
      heat: { value: "{colors.palette.orange.500}" },
    },
  },
});

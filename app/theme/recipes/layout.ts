import { defineRecipe } from "@pandacss/dev";

/**
 * A page's column of blocks. `framed` is the page's own <main> (outside the app shell, or the shell's):
 * centred with the page margins. Single-form pages are `form` wide, like the dialogs that replace them.
 */
export const page = defineRecipe({
  className: "page",
  base: { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", alignContent: "start", gap: "6" },
  variants: {
    width: {
      full: {},
      form: { maxW: "form", gap: "4" },
      sm: { maxW: "xl" },
      md: { maxW: "3xl", gap: "4" },
      lg: { maxW: "4xl", gap: "4" },
      xl: { maxW: "5xl" },
    },
    framed: { true: { w: "full", mx: "auto", p: { base: "4", md: "8" } }, false: {} },
  },
  defaultVariants: { width: "full", framed: false },
});

/** A white block on the grey page; `stack` lays its children out in one spaced column. */
export const card = defineRecipe({
  className: "card",
  base: { bg: "surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border", p: { base: "4", md: "6" } },
  variants: {
    // One column that may shrink below its content's width, so a long select option cannot widen the card.
    stack: { true: { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "3" }, false: {} },
  },
  defaultVariants: { stack: false },
});

/** A page's title bar: the h1 and what belongs beside it (a language switch, a button), wrapping on phones. */
export const pageHeader = defineRecipe({
  className: "page-header",
  base: { display: "flex", justifyContent: "space-between", gap: "4", flexWrap: "wrap", alignItems: "center" },
});

/**
 * A control only a browser that runs scripts can use (a show-password toggle, a reason beside a disabled button):
 * in the server's page, hidden where scripts do not run. Never inserted at hydration (ARCHITECTURE.md).
 */
export const jsOnly = defineRecipe({ className: "js-only", base: { "@media (scripting: none)": { display: "none" } } });

/** A control only a browser without scripts needs (a "show the options" button): hidden where scripts run. */
export const noJsOnly = defineRecipe({
  className: "no-js-only",
  base: { "@media (scripting: enabled)": { display: "none" } },
});

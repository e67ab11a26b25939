// Panda writes every token of the theme as a custom property (its own 22-hue palette, scales of spacing and
// sizes: 481 of them, about 100 read), and the document carries the stylesheet inline (decision 0028), so each
// unread one costs every page. Cut is a custom property's declaration that no `var()` in the sheet names, again
// until none is left (a token may be read only by another token that goes). Properties read by the markup alone
// cannot exist here: the CSP allows no style attributes, and the one nonced `<style>` of the root reads, never
// declares, what the sheet uses (`--brand`).
import postcss from "postcss";

/** The sheet without declarations of custom properties it never reads, and without rules left empty. */
export function withoutUnusedVars(css) {
  const root = postcss.parse(css);
  for (;;) {
    const read = new Set();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
    });
    let cut = 0;
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop)) return;
      decl.remove();
      cut++;
    });
    if (cut === 0) break;
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

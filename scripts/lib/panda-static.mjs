// Panda's class names at build time (issue 15 item 8, decision 0019): the browser build gets no `css()` runtime.
// - In app modules, every call of `css`, a pattern (`visuallyHidden`) or a recipe (`button`, `table`, …) from
//   styled-system whose arguments are literals is replaced by its result (a class string, or a slot recipe's
//   object of class strings), computed here with the generated styled-system itself. A literal conditional
//   inside the arguments (`variant: open ? "primary" : "ghost"`) becomes a conditional of two results.
// - Recipe calls with runtime values (`badge({ tone })`) stay, served by a small create-recipe that only joins
//   `name--variant_value` class names; a compound variant's `css` is computed here into its class string.
// - A `css()` or pattern call with runtime values, or `cva`/`sva`, would bring the whole runtime back (~7 KiB
//   brotli): the build fails and names the call (write a recipe variant instead).
// Both builds (browser and server) use it, so the markup the server renders is the markup the browser hydrates.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import MagicString from "magic-string";
import { parseAst } from "vite";

const STYLED = /^styled-system\/(css|patterns|recipes)(?:\/index(?:\.mjs)?)?$/;

class NotStatic extends Error {
  /** @param {any} conditional a ConditionalExpression that could be split on, or null */
  constructor(conditional) {
    super("not static");
    this.conditional = conditional;
  }
}

// The value of a literal expression; `choice` picks a branch of conditionals split on.
function literal(node, choice) {
  switch (node.type) {
    case "Literal":
      return node.value;
    case "TemplateLiteral":
      if (node.expressions.length) throw new NotStatic(null);
      return node.quasis[0].value.cooked;
    case "UnaryExpression":
      if (node.operator === "-" && node.argument.type === "Literal") return -node.argument.value;
      throw new NotStatic(null);
    case "Identifier":
      if (node.name === "undefined") return undefined;
      throw new NotStatic(null);
    case "ArrayExpression":
      return node.elements.map((e) => (e ? literal(e, choice) : undefined));
    case "ObjectExpression": {
      const out = {};
      for (const p of node.properties) {
        if (p.type !== "Property" || p.computed || p.kind !== "init") throw new NotStatic(null);
        const key = p.key.type === "Identifier" ? p.key.name : p.key.value;
        out[key] = literal(p.value, choice);
      }
      return out;
    }
    case "ConditionalExpression": {
      if (!choice.has(node)) {
        literal(node.consequent, choice); // only a conditional of literals is split on
        literal(node.alternate, choice);
        throw new NotStatic(node);
      }
      return literal(choice.get(node) ? node.consequent : node.alternate, choice);
    }
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSSatisfiesExpression":
      return literal(node.expression, choice);
    default:
      throw new NotStatic(null);
  }
}

// A class string, or a slot recipe's object of them; anything else (cva's function) is left to run.
const classNames = (v) =>
  typeof v === "string" ||
  (v !== null && typeof v === "object" && Object.values(v).every((s) => typeof s === "string"));
const asCode = (value) => {
  if (!classNames(value)) throw new NotStatic(null);
  return typeof value === "string" ? JSON.stringify(value) : `(${JSON.stringify(value)})`;
};

// The call's result as code, or null when an argument is known only at run time.
function evaluate(fn, call, code, choice = new Map()) {
  try {
    return asCode(fn(...call.arguments.map((a) => literal(a, choice))));
  } catch (error) {
    if (!(error instanceof NotStatic)) throw error;
    const split = error.conditional;
    if (!split) return null;
    const yes = evaluate(fn, call, code, new Map(choice).set(split, true));
    const no = evaluate(fn, call, code, new Map(choice).set(split, false));
    return yes && no ? `(${code.slice(split.test.start, split.test.end)} ? ${yes} : ${no})` : null;
  }
}

function walk(node, visit) {
  if (!node || typeof node.type !== "string") return;
  if (visit(node) === false) return;
  for (const key in node) {
    const child = node[key];
    if (Array.isArray(child)) for (const c of child) walk(c, visit);
    else if (child && typeof child === "object" && typeof child.type === "string") walk(child, visit);
  }
}

const langOf = (id) => (id.endsWith(".tsx") ? "tsx" : id.endsWith(".ts") ? "ts" : id.endsWith(".jsx") ? "jsx" : "js");

/** Replaces the literal calls of styled-system functions in one app module. */
export function staticCalls(code, id, styled) {
  if (!code.includes("styled-system/")) return null;
  const ast = parseAst(code, { lang: langOf(id) }, id);
  const bindings = new Map(); // local name → { fn, specifier, declaration }
  for (const node of ast.body) {
    if (node.type !== "ImportDeclaration" || !STYLED.test(node.source.value)) continue;
    for (const s of node.specifiers) {
      if (s.type !== "ImportSpecifier") continue;
      const name = s.imported.name ?? s.imported.value;
      if (name === "cx") continue; // a 60-byte joiner, fine at run time
      const fn = styled[node.source.value.match(STYLED)[1]][name];
      if (typeof fn === "function")
        bindings.set(s.local.name, { fn, specifier: s, declaration: node, uses: 0, kept: [] });
    }
  }
  if (!bindings.size) return null;
  const out = new MagicString(code);
  walk(ast, (node) => {
    if (node.type === "ImportDeclaration") return false;
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && bindings.has(node.callee.name)) {
      const binding = bindings.get(node.callee.name);
      const result = evaluate(binding.fn, node, code);
      if (result !== null) {
        out.overwrite(node.start, node.end, result);
        return false;
      }
      binding.kept.push(node);
    }
    if (node.type === "Identifier" && bindings.has(node.name)) bindings.get(node.name).uses++;
  });
  for (const b of bindings.values()) {
    if (b.fn !== styled.css.css && Object.values(styled.css).includes(b.fn) && b.uses > 0) {
      throw new Error(
        `${id}: ${b.fn.name || "this styled-system/css function"} needs Panda's runtime in the browser; use a recipe in app/theme (decision 0019)`,
      );
    }
    if (Object.values(styled.patterns).includes(b.fn) && b.kept.length) {
      throw new Error(
        `${id}: a pattern with values known only at run time (${code.slice(b.kept[0].start, b.kept[0].start + 80)}) would ship Panda's runtime; use a recipe variant`,
      );
    }
    if (b.fn === styled.css.css && b.kept.length) {
      const at = b.kept.map((n) => code.slice(n.start, Math.min(n.end, n.start + 80))).join("; ");
      throw new Error(
        `${id}: css() with values known only at run time (${at}) would ship Panda's runtime; use a recipe variant`,
      );
    }
  }
  // Unused imports go, so the modules they name (css.mjs builds its tables when loaded) are left out.
  const unused = (s) => bindings.get(s.local.name)?.uses === 0;
  for (const declaration of new Set([...bindings.values()].map((b) => b.declaration))) {
    if (declaration.specifiers.every(unused)) {
      out.remove(declaration.start, declaration.end);
      continue;
    }
    for (const s of declaration.specifiers.filter(unused))
      out.remove(s.start, s.end + code.slice(s.end).match(/^\s*,?/)[0].length);
  }
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

// The create-recipe of both builds: class names only. The compound variants arrive with their `css` already a
// class string (compoundCss below), so nothing here needs Panda's style engine; a recipe is only its function
// (liteRecipe below), without the variant tables, merge and splitVariantProps no app module reads, so a recipe
// no module calls at run time is left out of the bundle.
const LITE_CREATE_RECIPE = `import { cx } from '../css/cx.mjs';

const compact = (value) => Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));
const matches = (cv, props) => Object.entries(cv).every(([key, value]) => key === 'css' || (Array.isArray(value) ? value : [value]).some((v) => props[key] === v));
const part = (value) => typeof value === 'string' ? value.replaceAll(/[\\n\\s]+/g, ' ').replaceAll(' ', '_') : value;

export const recipe = (name, defaultVariants, compoundVariants) => (variants, withCompoundVariants = true) => {
  const props = { [name]: '__ignore__', ...defaultVariants, ...compact(variants) };
  const own = new Set();
  for (const [key, value] of Object.entries(props)) {
    if (value == null) continue;
    if (typeof value === 'object') throw new Error(name + ': responsive variants need the full Panda runtime');
    own.add(value === '__ignore__' ? name : name + '--' + key + '_' + part(value));
  }
  const base = [...own].join(' ');
  return withCompoundVariants ? cx(base, ...compoundVariants.filter((cv) => matches(cv, props)).map((cv) => cv.css)) : base;
};

// A slot recipe's object is kept per variants, as Panda's memo does, so a component gets the same object back.
export const slotRecipe = (slots, defaultVariants, compoundVariants) => {
  const fns = slots.map(([slot, key]) => [slot, recipe(key, defaultVariants, compoundVariants.filter((cv) => cv.css[slot]).map((cv) => ({ ...cv, css: cv.css[slot] })))]);
  const made = new Map();
  return (props = {}) => {
    const key = JSON.stringify(props);
    if (!made.has(key)) made.set(key, Object.fromEntries(fns.map(([slot, fn]) => [slot, fn(props)])));
    return made.get(key);
  };
};
`;

/**
 * A generated recipe module (its compound variants' `css` already class strings) as one pure call of the lite
 * create-recipe, named as Panda names it. Fails on a shape it does not know rather than ship the runtime.
 */
export function liteRecipe(code, id) {
  const ast = parseAst(code, { lang: "js" }, id);
  const slice = (node) => code.slice(node.start, node.end);
  const inits = new Map();
  let exported = null;
  let config = null;
  walk(ast, (node) => {
    if (node.type === "ExportNamedDeclaration") exported = node.declaration?.declarations?.[0]?.id?.name ?? exported;
    if (node.type === "VariableDeclarator" && node.id.type === "Identifier" && node.init)
      inits.set(node.id.name, node.init);
    if (node.type === "CallExpression" && node.callee.name === "createRecipe" && node.arguments[0]?.type === "Literal")
      config = node;
  });
  const named = (suffix) => [...inits].find(([name]) => name.endsWith(suffix))?.[1];
  const [slots, defaults, compounds] = [named("SlotNames"), named("DefaultVariants"), named("CompoundVariants")];
  let call;
  if (slots && defaults && compounds) call = `slotRecipe(${slice(slots)}, ${slice(defaults)}, ${slice(compounds)})`;
  else if (config?.arguments.length === 3) call = `recipe(${config.arguments.map(slice).join(", ")})`;
  if (!exported || !call)
    throw new Error(`panda-static: ${id} is not a recipe module this build knows (decision 0019)`);
  const fn = call.slice(0, call.indexOf("("));
  return {
    code: `import { ${fn} } from './create-recipe.mjs';\n\nexport const ${exported} = /* @__PURE__ */ ${call};\n`,
  };
}

/** A recipe module as both builds get it: compound variants computed, then the lite recipe. */
export function browserRecipe(code, id, css) {
  return liteRecipe(compoundCss(code, id, css)?.code ?? code, id);
}

/** A generated recipe module with each compound variant's `css` computed into its class string. */
export function compoundCss(code, id, css) {
  if (!/"css":\s*\{/.test(code)) return null;
  const ast = parseAst(code, { lang: "js" }, id);
  const slots = /SlotNames = /.test(code);
  const out = new MagicString(code);
  walk(ast, (node) => {
    if (
      node.type !== "Property" ||
      (node.key.value ?? node.key.name) !== "css" ||
      node.value.type !== "ObjectExpression"
    )
      return;
    const styles = literal(node.value, new Map());
    const value = slots ? Object.fromEntries(Object.entries(styles).map(([slot, s]) => [slot, css(s)])) : css(styles);
    out.overwrite(node.value.start, node.value.end, JSON.stringify(value));
    return false;
  });
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export const liteCreateRecipe = () => LITE_CREATE_RECIPE;

/** The generated styled-system, loaded in Node to compute class names. */
export async function loadStyled(root) {
  const load = (p) => import(`${pathToFileURL(join(root, "styled-system", p)).href}?t=${Date.now()}`);
  const [css, patterns, recipes] = await Promise.all([
    load("css/index.mjs"),
    load("patterns/index.mjs"),
    load("recipes/index.mjs"),
  ]);
  return { css, patterns, recipes };
}

/**
 * The Vite plugin, in the dev server and the build alike (what a developer tries is what a resident gets; after a
 * change of app/theme restart the dev server, which loads the generated styled-system once).
 */
export function pandaStatic(root) {
  let styled;
  const styledDir = join(root, "styled-system");
  const appDir = join(root, "app");
  return {
    name: "panda-static",
    enforce: "pre",
    async buildStart() {
      if (!existsSync(styledDir)) throw new Error("panda-static: run `panda codegen` first");
      styled ??= await loadStyled(root);
    },
    // What stays of "styled-system/css" in an app module is `cx` (every css() call was replaced or failed the
    // build); its index would also load css.mjs, which builds Panda's tables when loaded.
    resolveId(source, importer) {
      if (source === "styled-system/css" && importer?.startsWith(appDir)) return join(styledDir, "css/cx.mjs");
      return null;
    },
    load(id) {
      if (id === join(styledDir, "recipes/create-recipe.mjs")) return LITE_CREATE_RECIPE;
      return null;
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (file.startsWith(join(styledDir, "recipes/")) && !/(create-recipe|index)\.mjs$/.test(file))
        return browserRecipe(code, file, styled.css.css);
      if (!file.startsWith(appDir) || !/\.[jt]sx?$/.test(file) || file.includes(".server.")) return null;
      return staticCalls(code, file, styled);
    },
  };
}

/** For the unit test: the source of a recipe module as the browser build gets it. */
export const recipeSource = (root, file) => readFileSync(join(root, "styled-system/recipes", file), "utf8");

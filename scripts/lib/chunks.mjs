// How the browser build groups modules into chunks (issue 15 item 8, decision 0019 §3). Rolldown's automatic
// splitting gives one chunk per set of importing routes: 30–45 chunks on a first visit, most under 1 KiB,
// each compressed on its own, so the brotli dictionary is rebuilt 40 times and every chunk pays its own import
// list of hashed names. The groups below take the code many pages share into one chunk each:
//   framework — React, React DOM, the scheduler, React Router and its helpers: every page with scripts;
//   forms     — the form layer (app/ui/form.ts) and the field components: every page with a form;
//   shell     — what the browser entry and the root route import statically, what both layouts import, and the
//               small parts nearly every page uses (EVERYWHERE): every page (the entry itself stays apart);
//   app, auth — what one layout route imports and no page of the other layout uses: every page under it;
//   locale-<lang>-common — the texts of the namespaces every page loads before hydration.
// A route's own modules keep the automatic splitting, and dynamic imports (texts, widgets, checks) stay lazy.
import { join } from "node:path";

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// The form layer every form page uses (decision 0021), one chunk instead of one per set of pages.
const FORM_UI =
  /[\\/]app[\\/]ui[\\/](form|ErrorSummary|SubmitButton|TextField|SelectField|PhoneField|PhoneInput|PasswordField|FileField)\.tsx?$/;
// Small parts nearly every page uses (titles, load failures, fields, dialogs): in the shell, not a chunk each.
const EVERYWHERE = /[\\/]app[\\/]ui[\\/](LoadFailed|messages|Field|OnceField|Dialog)\.tsx?$/;
const TEXTS = /[\\/]app[\\/]i18n[\\/]locales[\\/]/;
const ENTRY = "entry.client.tsx";

/**
 * The client build's chunking; `appDir` is the absolute path of app/, `common` the namespaces every page loads
 * before hydration (app/i18n/namespaces.ts): one chunk per language holds them all; `routes` app/routes.ts.
 */
export function chunking(appDir, common, routes) {
  return {
    name: "chunking",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // A group takes only the modules it names, not their dependencies (else the forms group would pull the
    // shell's modules in with it, and every page would load the form layer); rolldown then needs leave to add exports
    // to a route module's chunk. React Router reads only the route module's own exports.
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    outputOptions: (output) => ({ ...output, codeSplitting: chunkGroups(appDir, common, routes) }),
    // The entry hydrates as it is evaluated: a chunk importing it would run it before the page's inline script
    // has set the route modules up (the texts of the page's routes would then load after hydration began).
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId === join(appDir, ENTRY));
      const importer = Object.values(bundle).find(
        (c) => c.type === "chunk" && entry && c.imports.includes(entry.fileName),
      );
      if (importer) this.error(`chunking: ${importer.fileName} imports the browser entry ${entry.fileName}`);
    },
  };
}

// The layout routes of app/routes.ts and the files of the pages under each.
function layoutsOf(routes) {
  const files = (list) => list.flatMap((r) => [r.file, ...files(r.children ?? [])]);
  const find = (file) => {
    const layout = routes.find((r) => r.file === file);
    if (!layout) throw new Error(`chunking: no layout ${file} in app/routes.ts`);
    return { file, pages: files(layout.children ?? []) };
  };
  const app = find("routes/app/layout.tsx");
  const auth = find("routes/auth/layout.tsx");
  // The pages under neither layout (/rc, /support…): a module they share with a layout stays out of its group.
  const outside = files(
    routes.filter(
      (r) => r !== routes.find((l) => l.file === app.file) && r !== routes.find((l) => l.file === auth.file),
    ),
  );
  return { app, auth, outside };
}

function chunkGroups(appDir, common, routes) {
  const layouts = layoutsOf(routes);
  const commonText = new RegExp(`[\\\\/]app[\\\\/]i18n[\\\\/]locales[\\\\/](\\w+)[\\\\/](${common.join("|")})\\.ts$`);
  const graphs = new Map();
  // Every module `entries` reach through static imports (dynamic ones stay lazy), computed once per build.
  const reach = (ctx, name, entries) => {
    if (graphs.has(name)) return graphs.get(name);
    const seen = new Set();
    const queue = entries.map((e) => join(appDir, e));
    while (queue.length) {
      const id = queue.pop();
      if (seen.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds);
    }
    graphs.set(name, seen);
    return seen;
  };
  const shellOf = (ctx) => reach(ctx, "shell", [ENTRY, "root.tsx"]);
  const layoutOf = (ctx, name) => reach(ctx, name, [layouts[name].file]);
  const sideOf = (ctx, name) => reach(ctx, `${name}-side`, [layouts[name].file, ...layouts[name].pages]);
  const outsideOf = (ctx) => reach(ctx, "outside", layouts.outside);
  const entry = join(appDir, ENTRY);
  // A layout's group takes what its layout imports and no page of the other layout uses (the header's dialog
  // parts serve the register page too: they stay with the automatic split), so a page never loads the other
  // layout's chunk, nor a page under neither layout (/rc, /support) a layout's chunk for one module of it. A
  // module both layouts import goes with the shell.
  const groupOf = (id, ctx) => {
    // The browser entry stays its own chunk: it hydrates as it is evaluated, and the root route's chunk (which
    // the page's inline script imports before it sets the route modules up) must not run it early.
    if (TEXTS.test(id) || id === entry) return null;
    const [app, auth] = [layoutOf(ctx, "app"), layoutOf(ctx, "auth")];
    if (shellOf(ctx).has(id) || (app.has(id) && auth.has(id)) || EVERYWHERE.test(id)) return "shell";
    if (outsideOf(ctx).has(id)) return null;
    if (app.has(id) && !sideOf(ctx, "auth").has(id)) return "app";
    if (auth.has(id) && !sideOf(ctx, "app").has(id)) return "auth";
    return null;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 50 },
      {
        debugName: "forms",
        name: (id) => (FORM_UI.test(id) ? "forms" : null),
        priority: 40,
      },
      { debugName: "layouts", name: groupOf, priority: 30 },
      {
        debugName: "texts",
        name: (id) => {
          const lang = id.match(commonText)?.[1];
          return lang ? `locale-${lang}-common` : null;
        },
        priority: 30,
      },
    ],
  };
}

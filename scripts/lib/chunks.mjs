// How the browser build groups modules into chunks (issue 15 item 8, decision 0019 §3). Rolldown's automatic
// splitting gives one chunk per set of importing routes: 30–45 chunks on a first visit, most under 1 KiB,
// each compressed on its own, so the brotli dictionary is rebuilt 40 times and every chunk pays its own import
// list of hashed names. The groups below take the code many pages share into one chunk each:
//   framework — React, React DOM, the scheduler, React Router and its helpers: every page with scripts;
//   forms     — conform and the portal's components built on it: every page with a form;
//   shell     — what the browser entry and the root route import statically: every page;
//   app, auth — what each layout route imports statically: every page under that layout;
//   locale-<lang>-common — the texts of the namespaces every page loads before hydration.
// A route's own modules keep the automatic splitting, and dynamic imports (texts, widgets, checks) stay lazy.
import { join } from "node:path";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const CONFORM = /[\\/]node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/;
// What every conform form uses (Field and OnceField also serve plain forms; the phone, password and file fields
// and the chat parts bring their own rules: they stay with the pages that have them).
const FORM_UI = /[\\/]app[\\/]ui[\\/](TextField|SelectField|useRouteForm|useSubmitRule|checks)\.tsx?$/;
const TEXTS = /[\\/]app[\\/]i18n[\\/]locales[\\/]/;

/**
 * The client build's chunking; `appDir` is the absolute path of app/, `common` the namespaces every page loads
 * before hydration (app/i18n/namespaces.ts): one chunk per language holds them all.
 */
export function chunking(appDir, common) {
  return {
    name: "chunking",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // A group takes only the modules it names, not their dependencies (else the forms group would pull the
    // shell's modules in with it, and every page would load conform); rolldown then needs leave to add exports
    // to a route module's chunk. React Router reads only the route module's own exports.
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    outputOptions: (output) => ({ ...output, codeSplitting: chunkGroups(appDir, common) }),
  };
}

function chunkGroups(appDir, common) {
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
  const shellOf = (ctx) => reach(ctx, "shell", ["entry.client.tsx", "root.tsx"]);
  const appOf = (ctx) => reach(ctx, "app", ["routes/app/layout.tsx"]);
  const authOf = (ctx) => reach(ctx, "auth", ["routes/auth/layout.tsx"]);
  // The auth layout's group takes only what no other page imports: what the app's pages import too (enhance,
  // carry-over) stays with the automatic split, so an app page never loads the auth layout's chunk. A module
  // both layouts import goes with the shell. (The app layout's pages are all under it: no such care needed.)
  let authOwn = null;
  const authOwnOf = (ctx) => {
    if (authOwn) return authOwn;
    const layout = join(appDir, "routes/auth/layout.tsx");
    authOwn = new Set(authOf(ctx));
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of authOwn) {
        if (id !== layout && !ctx.getModuleInfo(id)?.importers.every((by) => authOwn.has(by))) {
          authOwn.delete(id);
          changed = true;
        }
      }
    }
    return authOwn;
  };
  const groupOf = (id, ctx) => {
    if (TEXTS.test(id)) return null;
    const [shell, app, auth] = [shellOf(ctx), appOf(ctx), authOf(ctx)];
    if (shell.has(id) || (app.has(id) && auth.has(id))) return "shell";
    if (app.has(id)) return "app";
    if (authOwnOf(ctx).has(id)) return "auth";
    return null;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 50 },
      {
        debugName: "forms",
        name: (id, ctx) => (CONFORM.test(id) || FORM_UI.test(id) ? "forms" : null),
        priority: 40,
      },
      { debugName: "layouts", name: groupOf, priority: 30 },
      { debugName: "texts", name: (id) => (id.match(commonText) ? `locale-${id.match(commonText)[1]}-common` : null), priority: 30 },
    ],
  };
}

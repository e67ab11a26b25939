import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { responseHeadersContext } from "./server/security-headers.server";
import { timingContext } from "./api/timing.server";
import { getInstance } from "./i18n/i18n.server";
import { streamsDeferred } from "./server/streaming.server";
import { scriptsOff } from "./ui/no-scripts";
import { DocumentContext } from "./ui/document";
import styles from "./index.css?inline";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const rendered = loadContext.get(timingContext).start("render");
  let shellRendered = false;
  // The CSP admits only scripts with this answer's nonce: React Router's (ServerRouter hands it to <Scripts>,
  // <ScrollRestoration> and the data it streams) and React's own streaming scripts (the option below); the
  // styles only with this nonce too, which React writes on its stylesheet resource when the option names it.
  const { nonce } = loadContext.get(responseHeadersContext);
  const body = await renderToReadableStream(
    <I18nextProvider i18n={getInstance(loadContext)}>
      <DocumentContext value={{ nonce, styles }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentContext>
    </I18nextProvider>,
    {
      nonce: { script: nonce, style: nonce },
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // The whole document at once unless the browser runs our scripts (app/api/streaming.server.ts) and the page
  // ships them (app/ui/no-scripts.ts).
  const matches = routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]);
  if (!streamsDeferred(request) || scriptsOff(matches)) await body.allReady;
  rendered();
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}

import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { timingContext } from "./api/timing.server";
import { getInstance } from "./i18n/i18n.server";
import { streamsDeferred } from "./api/streaming.server";

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
  const body = await renderToReadableStream(
    <I18nextProvider i18n={getInstance(loadContext)}>
      <ServerRouter context={routerContext} url={request.url} />
    </I18nextProvider>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // The whole document at once unless the browser runs our scripts (app/api/streaming.server.ts).
  if (!streamsDeferred(request)) await body.allReady;
  rendered();
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}

// A stand-in for the edge in front of `vite preview` (issue 15 item 7): Cloudflare compresses text answers with
// brotli on the way to the browser, `vite preview` does not, and Lighthouse's performance score depends on the
// bytes on the wire. Every text answer (HTML, JS, CSS, JSON, SVG) is brotli-compressed when the browser accepts
// it; assets (immutable, hashed names) once at quality 11 as an edge serves them, documents as they stream at
// quality 5 so a streamed page still arrives in parts. Everything else passes through untouched.
import { createServer, request as httpRequest } from "node:http";
import { pipeline } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress } from "node:zlib";

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Starts the proxy on a free port; `close()` stops it. */
export function startEdgeProxy(target) {
  const upstream = new URL(target);
  const assets = new Map(); // path → compressed body: hashed asset names never change within a run
  const server = createServer((req, res) => {
    const headers = { ...req.headers }; // the Host stays the one the browser asked for, as behind the edge
    delete headers["accept-encoding"]; // the origin answers plain; this proxy alone compresses
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        // The browser may have gone (a page's poll cut off as Lighthouse ends the page): nothing to answer.
        if (res.destroyed) return void answer.resume();
        const type = String(answer.headers["content-type"] ?? "");
        const wantsBr = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
        if (
          !wantsBr ||
          !TEXT.test(type) ||
          answer.headers["content-encoding"] ||
          req.method === "HEAD" ||
          answer.statusCode === 204 ||
          answer.statusCode === 304
        ) {
          res.writeHead(answer.statusCode, answer.headers);
          pipeline(answer, res, () => undefined);
          return;
        }
        const out = { ...answer.headers, "content-encoding": "br", vary: "Accept-Encoding" };
        delete out["content-length"];
        if (req.url.startsWith("/assets/") && answer.statusCode === 200) {
          const chunks = [];
          answer.on("data", (c) => chunks.push(c));
          answer.on("end", () => {
            const body =
              assets.get(req.url) ??
              brotliCompressSync(Buffer.concat(chunks), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            assets.set(req.url, body);
            res.writeHead(answer.statusCode, { ...out, "content-length": body.length });
            res.end(body);
          });
          return;
        }
        res.writeHead(answer.statusCode, out);
        const br = createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          flush: constants.BROTLI_OPERATION_FLUSH,
        });
        pipeline(answer, br, res, () => undefined);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, forward, () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ origin: `http://localhost:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

// Which modules make up a page's first-visit JS (issue 15 item 8): reads the source maps of a client build made
// with SOURCEMAP=1 (vite.config.ts) and splits each chunk's brotli size over its source modules in proportion to
// the minified bytes each one produced. Usage:
//   SOURCEMAP=1 BUILD_DIR=/tmp/bsm npm run build
//   node scripts/js-modules.mjs /tmp/bsm/client [chunk-name-prefix …]   (default: every chunk)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { decode } from "@jridgewell/sourcemap-codec";
import { brotli } from "./lib/sizes.mjs";

const [dir, ...prefixes] = process.argv.slice(2);
const assets = join(dir, "assets");
const files = readdirSync(assets).filter(
  (f) => f.endsWith(".js") && (!prefixes.length || prefixes.some((p) => f.startsWith(p))),
);
const total = new Map();
for (const file of files) {
  const code = readFileSync(join(assets, file), "utf8");
  let map;
  try {
    map = JSON.parse(readFileSync(join(assets, `${file}.map`), "utf8"));
  } catch {
    continue;
  }
  const lines = code.split("\n");
  const bytes = new Map();
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? "";
    segments.forEach((seg, i) => {
      const end = segments[i + 1]?.[0] ?? text.length;
      const src =
        seg.length > 1
          ? map.sources[seg[1]].replace(/^.*node_modules\//, "~/").replace(/^(\.\.\/)+/, "")
          : "(generated)";
      bytes.set(src, (bytes.get(src) ?? 0) + end - seg[0]);
    });
  });
  const size = brotli(Buffer.from(code));
  const sum = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  console.log(`\n${file}: ${(size / 1024).toFixed(1)} KiB br, ${code.length} B min`);
  for (const [src, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    const share = (size * n) / sum / 1024;
    total.set(src, (total.get(src) ?? 0) + share);
    if (share >= 0.1) console.log(`  ${share.toFixed(1).padStart(5)}  ${src}`);
  }
}

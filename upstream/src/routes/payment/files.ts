// The payment area's own pictures, drawn with the shared generators, and its download cache policy.
import { makeJpeg } from "../../files";

/** Bills and checks are the resident's private papers: never kept in shared caches. */
export const PRIVATE_FILE = "private, no-store";

/** A receipt-like picture: a white slip with dark "lines of text" whose lengths depend on `seed`. */
export function makeCheckJpeg(seed: number): Uint8Array<ArrayBuffer> {
  const cols = 12;
  return makeJpeg(cols, 16, (c, r) => {
    let grey = 250;
    if (r % 2 === 1 && r < 15) {
      const len = 4 + ((seed * 7 + r * 5) % 7);
      if (c >= 1 && c <= Math.min(len, cols - 2)) grey = r === 1 ? 30 : 90;
    }
    return [grey, grey, grey];
  });
}

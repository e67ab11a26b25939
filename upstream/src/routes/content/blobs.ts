// The pictures of the demo content (service logos, news and announcement images), drawn at seed time with the
// shared generators so the repository holds no binaries.
import { makeJpeg, makePng, type Rgb } from "../../files";

/** A round logo of one colour with a lighter ring, on white. */
export function makeLogo(color: Rgb, size = 64): Uint8Array<ArrayBuffer> {
  const c = (size - 1) / 2;
  const light = color.map((v) => Math.round(v + (255 - v) * 0.6)) as unknown as Rgb;
  return makePng(size, size, (x, y) => {
    const r = Math.hypot(x - c, y - c);
    if (r < size * 0.3) return color;
    if (r < size * 0.44) return light;
    return [255, 255, 255];
  });
}

/**
 * A landscape picture: sky, a house with windows, grass. `accent` colours the roof. Drawn on a 24 × 14 grid and
 * scaled 4× (768 × 448 px): a provider's news photo is at least that wide, and a smaller one would be shown
 * blurred on a phone's dense screen (Lighthouse's image-size-responsive).
 */
export function makePicture(accent: Rgb, scale = 4): Uint8Array<ArrayBuffer> {
  return makeJpeg(24 * scale, 14 * scale, (bx, by) => {
    const x = Math.floor(bx / scale);
    const y = Math.floor(by / scale);
    if (y >= 11) return [76, 153, 0];
    if (x >= 8 && x < 16 && y >= 5) {
      const window = y % 2 === 0 && (x === 9 || x === 11 || x === 12 || x === 14);
      return window ? [255, 224, 120] : [200, 190, 175];
    }
    if (x >= 7 && x < 17 && y === 4) return accent;
    return [135 + y * 6, 190 + y * 3, 235];
  });
}

// The support area's files: which content types GET /TechSupport/File serves, and the mobile-app mockup picture.
import { makePng } from "../../files";

/** The content types GET /TechSupport/File documents; anything else is served as a plain byte stream. */
export function servedType(contentType: string): string {
  const known = ["application/pdf", "image/jpeg", "image/png"];
  return known.includes(contentType) ? contentType : "application/octet-stream";
}

/** The mobile-app mockup: a phone with the theme-coloured screen and a few text bars. */
export function mockupPng(): Uint8Array<ArrayBuffer> {
  return makePng(120, 240, (x, y) => {
    const inPhone = x >= 10 && x < 110 && y >= 8 && y < 232;
    if (!inPhone) return [255, 255, 255];
    const inScreen = x >= 16 && x < 104 && y >= 24 && y < 212;
    if (!inScreen) return [40, 44, 52];
    const bar = (y >= 40 && y < 48) || (y >= 60 && y < 66 && x < 84) || (y >= 76 && y < 82 && x < 94);
    return bar ? [255, 255, 255] : [0x1f, 0x6f, 0xb2];
  });
}

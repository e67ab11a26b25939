// config.color is 6 hex digits (§3, §9). Anything else is ignored so a bad setting cannot inject CSS.
export function parseThemeColor(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const hex = value.trim().replace(/^#/, "");
  return /^[0-9a-fA-F]{6}$/.test(hex) ? `#${hex.toUpperCase()}` : null;
}

function luminanceOf(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminanceOf(hex) + 0.05);
}

/**
 * The brand colour as used on the light page, as link colour and under white button text: a configured colour
 * too pale for 4.5:1 against white is darkened step by step until it reaches it (WCAG AA), so the theme can
 * never make text unreadable.
 */
export function accessibleBrand(hexColor: string): string {
  let rgb = [1, 3, 5].map((i) => parseInt(hexColor.slice(i, i + 2), 16));
  for (;;) {
    const hex = `#${rgb
      .map((c) => c.toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase()}`;
    if (contrastWithWhite(hex) >= 4.5) return hex;
    rgb = rgb.map((c) => Math.floor(c * 0.9));
  }
}

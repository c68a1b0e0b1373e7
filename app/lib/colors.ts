// Readable colours from the administrator's primary colour (WCAG 2 contrast): the site uses the chosen colour where it
// is readable and the nearest darker shade of it where it is not, for text on light backgrounds and behind white text.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)] : null;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG 2). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [first, second] = [parseHex(a), parseHex(b)];
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed with white: the tint tags use as their background. */
export function tint(color: string, share: number): string {
  const rgb = parseHex(color);
  return rgb ? toHex(rgb.map((channel) => channel * share + 255 * (1 - share)) as Rgb) : color;
}

/**
 * The colour itself if it reads at `ratio` against every background given, else the lightest darker shade of it that
 * does (mixing with black in 2% steps). Normal text needs 4.5:1 (WCAG AA).
 */
export function readableShade(color: string, backgrounds: string[], ratio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((channel) => channel * keep) as Rgb);
    if (backgrounds.every((background) => contrastRatio(shade, background) >= ratio)) return shade;
  }
  return "#000000";
}

// Product tiles and banners drawn as SVG, so the demo catalogue needs no image files or network.
export const PRODUCT_IMAGE_SIZE = 600;
const LINE_HEIGHT = 1.25;

/** Width × height of each banner slot and screen, matching where the storefront shows them. */
export const BANNER_SIZES: Record<string, Record<'desktop' | 'tablet' | 'mobile', [number, number]>> = {
  'main-banner': { desktop: [1200, 450], tablet: [900, 400], mobile: [600, 400] },
  'side-banner': { desktop: [400, 210], tablet: [600, 240], mobile: [600, 300] },
  'hot-banner': { desktop: [600, 300], tablet: [600, 300], mobile: [600, 340] },
  'gear-up-banner': { desktop: [400, 400], tablet: [400, 400], mobile: [600, 500] },
};

// Dark enough for white text at 4.5:1 contrast.
const PALETTE = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7c3aed',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#15803d',
  '#9a3412',
];

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function colourFor(key: string, shift = 0): string {
  return PALETTE[(hash(key) + shift) % PALETTE.length];
}

/** Greedy word wrap to at most `maxLines` lines of `width` characters (last line ellipsised). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, weight = 700): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * LINE_HEIGHT}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function productSvg(name: string, caption: string, key: string, photo: number): string {
  const size = PRODUCT_IMAGE_SIZE;
  const colour = colourFor(key, photo - 1);
  const lines = wrapText(name, 22, 4);
  const top = size / 2 - ((lines.length - 1) * 40 * 1.25) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="${size}" height="${size}" fill="${colour}"/>` +
    `<circle cx="${size - 90}" cy="90" r="160" fill="#ffffff" fill-opacity="0.08"/>` +
    `<g fill="#ffffff" font-family="Segoe UI, Roboto, Arial, sans-serif">` +
    textLines(lines, size / 2, top, 40) +
    textLines([caption], size / 2, size - 60, 24, 400) +
    `</g></svg>`
  );
}

/** Share of the banner kept clear on each side (slider arrows) and at top and bottom (pause button, dots). */
export const BANNER_SAFE_MARGIN = { x: 0.14, y: 0.2 };
// Widest average glyph of the bold sans-serif stacks used, in em, so an estimated line never overruns.
const BOLD_CHAR_EM = 0.6;

export interface BannerText {
  lines: string[];
  fontSize: number;
}

/**
 * The largest font size at which the whole headline fits the banner's safe area in at most
 * three lines, so no slot or screen crops it or hides it behind the slider controls.
 */
export function fitBannerText(headline: string, [width, height]: [number, number]): BannerText {
  const safeWidth = width * (1 - 2 * BANNER_SAFE_MARGIN.x);
  const safeHeight = height * (1 - 2 * BANNER_SAFE_MARGIN.y);
  const words = headline.split(/\s+/).filter(Boolean);
  const maxSize = Math.round(Math.min(width / 14, height / 5));
  for (let size = maxSize; size > 12; size -= 1) {
    const perLine = Math.floor(safeWidth / (size * BOLD_CHAR_EM));
    const lines = wrapText(headline, perLine, 3);
    const whole = lines.join(' ') === words.join(' ');
    const fits = lines.every((line) => line.length <= perLine) && lines.length * size * LINE_HEIGHT <= safeHeight;
    if (whole && fits) return { lines, fontSize: size };
  }
  const fontSize = 12;
  return { lines: wrapText(headline, Math.floor(safeWidth / (fontSize * BOLD_CHAR_EM)), 3), fontSize };
}

export function bannerSvg(headline: string, [width, height]: [number, number], key: string): string {
  const colour = colourFor(key);
  const accent = colourFor(key, 3);
  const { lines, fontSize } = fitBannerText(headline, [width, height]);
  // Centre the block of lines; the cap height sits about a third of the size above the baseline.
  const top = height / 2 - ((lines.length - 1) * fontSize * LINE_HEIGHT) / 2 + fontSize / 3;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(headline)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g fill="#ffffff" font-family="Segoe UI, Roboto, Arial, sans-serif">` +
    textLines(lines, width / 2, top, fontSize) +
    `</g></svg>`
  );
}

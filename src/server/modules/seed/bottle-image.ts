import sharp from 'sharp';

/**
 * Draws a perfume-bottle illustration for the demo catalogue: one of several bottle shapes in the
 * product's colours, on a soft backdrop. Shapes only (no text), so no font is needed.
 */
export interface BottleStyle {
  shape: 'classic' | 'round' | 'tall' | 'faceted' | 'flacon';
  liquid: string;
  cap: string;
  backdrop: readonly [string, string];
}

const SIZE = 800;

/** The soft backdrops the demo bottles stand on. */
export const BACKDROPS = {
  warm: ['#f4ede1', '#e3d3b8'],
  night: ['#2b2b33', '#121216'],
  rose: ['#f7e6e6', '#e7c7c9'],
  sand: ['#efe3cf', '#c9ab7c'],
  sea: ['#e3eef2', '#b9d0da'],
} as const satisfies Record<string, [string, string]>;

function bottleBody(shape: BottleStyle['shape']): { body: string; neck: string; cap: string } {
  switch (shape) {
    case 'round':
      return {
        body: '<circle cx="400" cy="500" r="190"/>',
        neck: '<rect x="360" y="270" width="80" height="60" rx="8"/>',
        cap: '<rect x="335" y="190" width="130" height="90" rx="18"/>',
      };
    case 'tall':
      return {
        body: '<rect x="300" y="300" width="200" height="400" rx="26"/>',
        neck: '<rect x="365" y="250" width="70" height="60" rx="6"/>',
        cap: '<rect x="345" y="120" width="110" height="140" rx="14"/>',
      };
    case 'faceted':
      return {
        body: '<polygon points="400,290 570,380 570,620 400,710 230,620 230,380"/>',
        neck: '<rect x="365" y="240" width="70" height="60" rx="6"/>',
        cap: '<polygon points="400,110 470,170 450,250 350,250 330,170"/>',
      };
    case 'flacon':
      return {
        body: '<path d="M400 300 C 560 300 590 470 560 600 C 530 700 270 700 240 600 C 210 470 240 300 400 300 Z"/>',
        neck: '<rect x="372" y="240" width="56" height="70" rx="6"/>',
        cap: '<ellipse cx="400" cy="200" rx="62" ry="52"/>',
      };
    default:
      return {
        body: '<rect x="240" y="320" width="320" height="380" rx="34"/>',
        neck: '<rect x="360" y="265" width="80" height="65" rx="6"/>',
        cap: '<rect x="320" y="160" width="160" height="115" rx="10"/>',
      };
  }
}

export function renderBottleSvg(style: BottleStyle): string {
  const { body, neck, cap } = bottleBody(style.shape);
  const [top, bottom] = style.backdrop;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${style.liquid}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${style.liquid}" stop-opacity="0.75"/><stop offset="1" stop-color="${style.liquid}" stop-opacity="0.95"/></linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${style.cap}"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="${style.cap}"/></linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <ellipse cx="400" cy="730" rx="230" ry="26" fill="#000000" opacity="0.18"/>
  <g fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4">${body}</g>
  <g fill="url(#metal)">${neck}${cap}</g>
  <g fill="#ffffff" opacity="0.35"><rect x="275" y="360" width="22" height="230" rx="11"/></g>
</svg>`;
}

export async function renderBottlePng(style: BottleStyle): Promise<Buffer> {
  return sharp(Buffer.from(renderBottleSvg(style)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

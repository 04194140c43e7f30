import { z } from 'zod';
import { BRAND_LOGO_HEIGHT, BRAND_LOGO_WIDTH, BRAND_PLACEHOLDER_CHARS } from './constants.ts';
import { WORDMARK, wordmarkFontSize } from './wordmark.ts';

/** Slugs for names whose letters do not reduce to ASCII. */
const SLUG_OVERRIDES: Record<string, string> = { 'الماجد للعود': 'al-majed-oud' };

export function slugifyBrand(name: string): string {
  const override = SLUG_OVERRIDES[name];
  if (override) return override;
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const BrandSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** The owner's logo (a /media/ variant) or the drawn wordmark (/brand-logos/{slug}.svg). */
  logoUrl: z.string(),
  /** The name as Arabic and French pages show it; null shows `name` (docs/decisions/183). */
  nameAr: z.string().nullable(),
  nameFr: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

export function brandLogoPath(slug: string): string {
  return `/brand-logos/${slug}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface WordmarkOptions {
  text: string;
  width?: number;
  height?: number;
  /** 'logo' is the brand's wordmark; 'placeholder' is the plain stand-in of SPEC §3. */
  variant?: 'logo' | 'placeholder';
}

/** An SVG wordmark: the brand logos and every placeholder are drawn by this one function. */
export function renderWordmarkSvg({
  text,
  width = BRAND_LOGO_WIDTH,
  height = BRAND_LOGO_HEIGHT,
  variant = 'logo',
}: WordmarkOptions): string {
  const fontSize = wordmarkFontSize(text, width, height);
  const label = escapeXml(text);
  const isLogo = variant === 'logo';
  const background = isLogo ? WORDMARK.background : '#e7e2d8';
  const ink = isLogo ? WORDMARK.ink : '#4a4438';
  const { ruleInset, ruleTop } = WORDMARK;
  const rule = isLogo
    ? `<line x1="${width * ruleInset}" y1="${height * ruleTop}" x2="${width * (1 - ruleInset)}" y2="${height * ruleTop}" stroke="${ink}" stroke-width="1"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize.toFixed(1)}" letter-spacing="${isLogo ? WORDMARK.letterSpacing : 0}" fill="${ink}">${label}</text>` +
    rule +
    '</svg>'
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const NO_NAME = 'NoName';

/**
 * SPEC §3's placeholder rules in one place:
 * - a known brand has its own logo;
 * - an unknown brand gets a 160x70 placeholder with the first 12 characters of its name;
 * - a missing name gets a "NoName" placeholder.
 */
export function brandLogoSrc(name: string | null | undefined, known: readonly Brand[]): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return svgDataUrl(renderWordmarkSvg({ text: NO_NAME, variant: 'placeholder' }));
  const brand = known.find((b) => b.name === trimmed);
  if (brand) return brand.logoUrl;
  const short = Array.from(trimmed).slice(0, BRAND_PLACEHOLDER_CHARS).join('');
  return svgDataUrl(renderWordmarkSvg({ text: short, variant: 'placeholder' }));
}

/** A logo that fails to load is replaced by a placeholder carrying the brand's name. */
export function brandLogoFallbackSrc(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return svgDataUrl(renderWordmarkSvg({ text: trimmed || NO_NAME, variant: 'placeholder' }));
}

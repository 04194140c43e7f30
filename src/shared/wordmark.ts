import { BRAND_LOGO_HEIGHT, BRAND_LOGO_WIDTH } from './constants.ts';

/**
 * The drawn wordmark of a brand without a logo of its own: its name in gold serif on black, over a
 * short gold rule. The SVG at `/brand-logos/{slug}.svg` (brands.ts) is drawn from these figures;
 * the storefront's HTML wordmark (`.wordmark` in styles.css) repeats them, so the two look alike.
 */
export const WORDMARK = {
  background: '#111111',
  ink: '#d9b45a',
  /** Of the box's width: the rule runs from 30% to 70%. */
  ruleInset: 0.3,
  /** Of the box's height: where the rule sits. */
  ruleTop: 0.78,
  letterSpacing: 1,
} as const;

const WORDMARK_PATH = /^\/brand-logos\/[a-z0-9-]+\.svg$/;

/** Whether a brand's logo address is its drawn wordmark rather than a picture the owner uploaded. */
export function isDrawnWordmark(logoUrl: string): boolean {
  return WORDMARK_PATH.test(logoUrl);
}

/** The largest font size of a wordmark, a short name's: 36% of the box's height. */
export function wordmarkMaxFontSize(height = BRAND_LOGO_HEIGHT): number {
  return height * 0.36;
}

/**
 * The font size that fits `text` in the box: a rough average glyph width of 0.6 em, capped so short
 * names stay elegant, never under 9.
 */
export function wordmarkFontSize(text: string, width = BRAND_LOGO_WIDTH, height = BRAND_LOGO_HEIGHT): number {
  const chars = Array.from(text).length;
  return Math.max(9, Math.min(wordmarkMaxFontSize(height), (width * 0.86) / Math.max(chars, 1) / 0.6));
}

/**
 * How much the HTML wordmark shrinks the largest size to reach `text`'s: the stylesheet draws every
 * name at one font size and scales it (`.wordmark` in styles.css), because each size a page uses
 * costs the browser a font lookup before its first layout.
 */
export function wordmarkScale(text: string): number {
  return wordmarkFontSize(text) / wordmarkMaxFontSize();
}

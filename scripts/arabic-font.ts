import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The Arabic typeface (docs/decisions/122): Noto Sans Arabic from @fontsource, self-hosted and
 * subset at build time to the Arabic letters the shop uses (its Arabic catalogue and page heads,
 * plus the whole basic alphabet so an owner's Arabic product name always renders), with Latin
 * digits and punctuation. The server links it, and preloads it, on Arabic pages only.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FONT_DIR = path.join(ROOT, 'node_modules/@fontsource/noto-sans-arabic/files');
const CATALOGUE_DIR = path.join(ROOT, 'src/shared/i18n/catalogues');
export const ARABIC_FONT_WEIGHTS = [400, 700] as const;

/** Every character the Arabic texts use, with the basic alphabet, digits and punctuation. */
export function arabicGlyphs(): string {
  const chars = new Set<string>();
  for (const file of readdirSync(CATALOGUE_DIR).filter((name) => /^ar.*\.ts$/.test(name))) {
    for (const char of readFileSync(path.join(CATALOGUE_DIR, file), 'utf8')) {
      if (/[\u0600-\u06ff\u0750-\u077f]/.test(char)) chars.add(char);
    }
  }
  for (let code = 0x0621; code <= 0x0652; code++) chars.add(String.fromCharCode(code));
  for (const char of ' 0123456789.,:;!?()-+/%$«»،؛؟ـ\u200c\u200d\u200f') chars.add(char);
  return [...chars].join('');
}

export function arabicFontPlugin(): Plugin {
  return {
    name: 'arabic-font',
    apply: 'build',
    async generateBundle() {
      const text = arabicGlyphs();
      for (const weight of ARABIC_FONT_WEIGHTS) {
        const source = readFileSync(path.join(FONT_DIR, `noto-sans-arabic-arabic-${weight}-normal.woff2`));
        const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
        const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 10);
        this.emitFile({ type: 'asset', fileName: `assets/arabic-${weight}-${hash}.woff2`, source: subset });
      }
    },
  };
}

import type { Language } from './i18n/languages.ts';

/**
 * The name a page in `language` shows for a brand: its Arabic or French name when it has one.
 * Apart from the brand schemas, so the home page's first load does not bring zod.
 */
export function brandDisplayName(
  brand: { name: string; nameAr: string | null; nameFr: string | null },
  language: Language,
): string {
  if (language === 'ar') return brand.nameAr ?? brand.name;
  if (language === 'fr') return brand.nameFr ?? brand.name;
  return brand.name;
}

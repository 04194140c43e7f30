/**
 * The shop's three languages and their addresses (docs/decisions/120): English at the spec's paths,
 * Arabic under /ar/…, French under /fr/…. Every localized address is built here.
 */
import { LANGUAGES, type Language } from './catalogues/catalogue.ts';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';

/** How each language names itself in the switcher: never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  fr: 'Français',
  en: 'English',
};

/** The order the switcher lists them in. */
export const SWITCHER_ORDER: readonly Language[] = ['ar', 'fr', 'en'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale given to Intl: Lebanese conventions, Western digits in all three (docs/decisions/122).
 */
export function intlLocale(language: Language): string {
  if (language === 'ar') return 'ar-LB-u-nu-latn';
  if (language === 'fr') return 'fr-LB-u-nu-latn';
  return 'en-US';
}

/** The router's base for a language: '' for English, '/ar' and '/fr' otherwise. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Splits "/ar/perfumes" into the language and the spec's path ("/perfumes"). */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(ar|fr)(?=\/|$)/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  const language = match[1] as Language;
  const rest = pathname.slice(match[0].length);
  return { language, path: rest === '' ? '/' : rest };
}

/** The address of a spec path (with its query) in a language: "/perfumes?x" → "/ar/perfumes?x". */
export function localizedPath(language: Language, path: string): string {
  const base = languageBase(language);
  if (!base) return path;
  return path === '' ? `${base}/` : `${base}${path}`;
}

interface TranslatableProduct {
  name: string;
  description: string;
  nameAr?: string | null;
  nameFr?: string | null;
  descriptionAr?: string | null;
  descriptionFr?: string | null;
}

/**
 * A product in a language: its Arabic or French name and description where the owner wrote them,
 * the default text otherwise (docs/decisions/124). The brand stays as it is.
 */
export function localizeProduct<T extends TranslatableProduct>(product: T, language: Language): T {
  if (language === 'en') return product;
  const name = language === 'ar' ? product.nameAr : product.nameFr;
  const description = language === 'ar' ? product.descriptionAr : product.descriptionFr;
  return { ...product, name: name || product.name, description: description || product.description };
}

/**
 * An owner's text shown in a language: the catalogue's translation while the owner keeps the
 * shop's default (English) wording, the owner's own words once changed (they exist in one language).
 */
export function ownerText(owner: string, englishDefault: string, translated: string): string {
  return owner === englishDefault ? translated : owner;
}

/** The `lang` of a product's shown description: the default language's when it fell back to it. */
export function descriptionLang(product: TranslatableProduct, language: Language): Language | undefined {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const translated = language === 'ar' ? product.descriptionAr : product.descriptionFr;
  return translated ? undefined : DEFAULT_LANGUAGE;
}

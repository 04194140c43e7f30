/**
 * Every language's catalogue at once, for the server (it writes pages in any language) and tests.
 * The browser never imports this: it loads its page's language only (catalogue.ts).
 */
import type { Catalogue } from './catalogue.ts';
import { catalogue as ar } from './catalogue-full-ar.ts';
import { catalogue as en } from './catalogue-full-en.ts';
import { catalogue as fr } from './catalogue-full-fr.ts';
import type { Language } from './languages.ts';

const CATALOGUES: Record<Language, Catalogue> = { en, ar, fr };

export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}

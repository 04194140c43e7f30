/**
 * The catalogue every component reads through useMessages(): one object per language with the same
 * keys (docs/decisions/121). Each language is its own chunk, loaded for its pages only.
 */
import type { Catalogue } from './catalogues/catalogue.ts';
import type { Language } from './languages.ts';

export type { Catalogue };

const LOADERS: Record<Language, () => Promise<{ catalogue: Catalogue }>> = {
  en: () => import('./catalogue-en.ts'),
  ar: () => import('./catalogue-ar.ts'),
  fr: () => import('./catalogue-fr.ts'),
};

/** Loads a language's catalogue (the server has already asked the browser to preload it). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await LOADERS[language]()).catalogue;
}

/** The chunk file of a language's catalogue in a build, as the bundler names it. */
export const CATALOGUE_CHUNK = /^catalogue-(en|ar|fr)-[\w-]+\.js$/;

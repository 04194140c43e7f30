import type { Catalogue } from './catalogues/catalogue.ts';
import type { Language } from './languages.ts';

// Apart from catalogue.ts (which the first load carries): the bundler keeps a module whole in one
// chunk, and these loaders belong with the page's content (docs/decisions/106).
const LOADERS: Record<Language, () => Promise<{ catalogue: Catalogue }>> = {
  en: () => import('./catalogue-full-en.ts'),
  ar: () => import('./catalogue-full-ar.ts'),
  fr: () => import('./catalogue-full-fr.ts'),
};

/** Loads a language's whole catalogue (docs/decisions/121). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await LOADERS[language]()).catalogue;
}

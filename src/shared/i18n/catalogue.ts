/**
 * The catalogue every component reads through useMessages(): one object per language with the same
 * keys (docs/decisions/121). Each language is two chunks, loaded for its pages only: the frame's
 * texts (banner, navigation), which the page awaits before its first render (loaded here), and the
 * whole catalogue, which comes with the page's content (load-catalogue.ts, docs/decisions/106).
 */
import type { Catalogue, FrameCatalogue } from './catalogues/catalogue.ts';
import type { Language } from './languages.ts';

export type { Catalogue, FrameCatalogue };

const FRAME_LOADERS: Record<Language, () => Promise<{ frame: FrameCatalogue }>> = {
  en: () => import('./catalogue-en.ts'),
  ar: () => import('./catalogue-ar.ts'),
  fr: () => import('./catalogue-fr.ts'),
};

/** Loads a language's frame texts (the server has already asked the browser to preload them). */
export async function loadFrameCatalogue(language: Language): Promise<FrameCatalogue> {
  return (await FRAME_LOADERS[language]()).frame;
}

/**
 * The chunk file of a language's frame texts in a build, as the bundler names it (the whole
 * catalogue's chunk, catalogue-full-…, does not match: it is not preloaded).
 */
export const CATALOGUE_CHUNK = /^catalogue-(en|ar|fr)-[\w-]+\.js$/;

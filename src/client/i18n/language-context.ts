import { createContext, useContext } from 'react';
import type { Catalogue, FrameCatalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';

export interface LanguageValue {
  language: Language;
  /** The texts of the page's frame (banner, header): loaded before the first render. */
  frame: FrameCatalogue;
}

/**
 * The page's language and its frame's texts. The language is fixed for a page's life: switching
 * loads the other language's address (docs/decisions/120), so the value never changes under a component.
 */
export const LanguageContext = createContext<LanguageValue | null>(null);

/**
 * The language's whole catalogue. It arrives after the frame's texts, with the page's content
 * (docs/decisions/106): `<Deferred>` (app/deferred.tsx) provides it to what it wraps.
 */
export const CatalogueContext = createContext<Catalogue | null>(null);

function useLanguageValue(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage() needs a <LanguageContext> above it');
  return value;
}

/** The current language's message catalogue, for the parts inside a `<Deferred>` boundary. */
export function useMessages(): Catalogue {
  const messages = useContext(CatalogueContext);
  if (!messages)
    throw new Error('useMessages() needs the whole catalogue: render the part inside <Deferred>');
  return messages;
}

/** The frame's texts (banner, navigation): all the frame itself may read. */
export function useFrameMessages(): FrameCatalogue {
  return useLanguageValue().frame;
}

export function useLanguage(): Language {
  return useLanguageValue().language;
}

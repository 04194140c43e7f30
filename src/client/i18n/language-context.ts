import { createContext, useContext } from 'react';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';

export interface LanguageValue {
  language: Language;
  messages: Catalogue;
}

/**
 * The page's language and its catalogue. The language is fixed for a page's life: switching loads
 * the other language's address (docs/decisions/120), so the value never changes under a component.
 */
export const LanguageContext = createContext<LanguageValue | null>(null);

function useLanguageValue(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useMessages() needs a <LanguageContext> above it');
  return value;
}

/** The current language's message catalogue. */
export function useMessages(): Catalogue {
  return useLanguageValue().messages;
}

export function useLanguage(): Language {
  return useLanguageValue().language;
}

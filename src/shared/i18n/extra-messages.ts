import type { Language } from './languages.ts';

/**
 * The few texts the languages themselves bring, beside the catalogue: the switcher, the notice
 * offering the browser's language (written in that language, since it speaks to its reader) and
 * the skip link.
 */
export interface LanguageTexts {
  switcherLabel: string;
  /** The notice, in the language it offers. */
  offer: string;
  offerAction: string;
  dismiss: string;
  skipToContent: string;
}

export const LANGUAGE_TEXTS: Record<Language, LanguageTexts> = {
  en: {
    switcherLabel: 'Language',
    offer: 'This page is also in English.',
    offerAction: 'Read it in English',
    dismiss: 'No thanks',
    skipToContent: 'Skip to content',
  },
  ar: {
    switcherLabel: 'اللغة',
    offer: 'هذه الصفحة متوفّرة بالعربية.',
    offerAction: 'اقرأها بالعربية',
    dismiss: 'لا، شكراً',
    skipToContent: 'انتقل إلى المحتوى',
  },
  fr: {
    switcherLabel: 'Langue',
    offer: 'Cette page existe aussi en français.',
    offerAction: 'La lire en français',
    dismiss: 'Non merci',
    skipToContent: 'Aller au contenu',
  },
};

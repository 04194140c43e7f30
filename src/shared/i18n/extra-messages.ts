import type { Language } from './languages.ts';

/**
 * The few texts the languages themselves bring, beside the catalogue: the switcher, the notice
 * offering the browser's language (written in that language, since it speaks to its reader) and
 * the skip link, and the admin form's labels for a product's own translations.
 */
export interface LanguageTexts {
  switcherLabel: string;
  /** The notice, in the language it offers. */
  offer: string;
  offerAction: string;
  dismiss: string;
  skipToContent: string;
  /** The toasts' region, as screen readers announce it. */
  notifications: string;
  /** The country after the town in the footer. */
  country: string;
  /**
   * The shop's first address in this language: shown while the owner keeps the first (English)
   * address and gives none in this language (docs/decisions/180).
   */
  shopAddress: { street: string; town: string; region: string };
  /** The admin form's optional product texts in Arabic and French. */
  translations: { legend: string; hint: string; name: string; description: string };
}

export const LANGUAGE_TEXTS: Record<Language, LanguageTexts> = {
  en: {
    switcherLabel: 'Language',
    offer: 'This page is also in English.',
    offerAction: 'Read it in English',
    dismiss: 'No thanks',
    skipToContent: 'Skip to content',
    country: 'Lebanon',
    shopAddress: { street: 'Main Road', town: 'Saadiyat', region: 'Mount Lebanon' },
    notifications: 'Notifications',
    translations: {
      legend: 'Arabic and French (optional)',
      hint: 'Left empty, the shop shows the English name and description in that language.',
      name: 'Name',
      description: 'Description',
    },
  },
  ar: {
    switcherLabel: 'اللغة',
    offer: 'هذه الصفحة متوفّرة بالعربية.',
    offerAction: 'اقرأها بالعربية',
    dismiss: 'لا، شكراً',
    skipToContent: 'انتقل إلى المحتوى',
    country: 'لبنان',
    shopAddress: { street: 'الطريق العام', town: 'السعديات', region: 'جبل لبنان' },
    notifications: 'الإشعارات',
    translations: {
      legend: 'بالعربية وبالفرنسية (اختياري)',
      hint: 'إذا تُرك الحقل فارغًا، يظهر الاسم والوصف الأساسيان في تلك اللغة.',
      name: 'الاسم',
      description: 'الوصف',
    },
  },
  fr: {
    switcherLabel: 'Langue',
    offer: 'Cette page existe aussi en français.',
    offerAction: 'La lire en français',
    dismiss: 'Non merci',
    skipToContent: 'Aller au contenu',
    country: 'Liban',
    shopAddress: { street: 'Route principale', town: 'Saadiyat', region: 'Mont-Liban' },
    notifications: 'Notifications',
    translations: {
      legend: 'En arabe et en français (facultatif)',
      hint: 'Laissés vides, la boutique affiche le nom et la description par défaut dans cette langue.',
      name: 'Nom',
      description: 'Description',
    },
  },
};

import type { Catalogue } from './catalogue.ts';

/**
 * French: what most pages show (the footer, the home page's hero, cards, common words, opening hours), apart
 * from the rest as in English (docs/decisions/012); the frame's texts are in fr-frame.ts.
 */

/** The home page's hero, above the fold: every first visit shows it. */
export const FR_HERO: Pick<Catalogue['home'], 'tagline' | 'exploreCollection'> = {
  tagline:
    'Découvrez à Saadiyat, au Liban, notre collection raffinée de parfums arabes, d’oud précieux et d’attars d’exception, pour femme, homme et mixte',
  exploreCollection: 'Découvrir la collection',
};

export const FR_PRODUCT: Catalogue['product'] = {
  brandFallback: 'Parfum d’exception',
  descriptionFallback: 'Un parfum raffiné, composé des meilleurs ingrédients',
  addToCart: 'Ajouter au panier',
  soldOut: 'Épuisé',
  prices: 'Prix',
};

export const FR_COMMON: Catalogue['common'] = {
  loading: 'Chargement...',
  genericError: 'Une erreur s’est produite. Veuillez réessayer.',
  needsJavaScript:
    'Votre panier et vos commandes sont gardés dans ce navigateur, et cette page a besoin de JavaScript pour les afficher. Activez-le pour commander ici, ou envoyez-nous sur WhatsApp les parfums qui vous intéressent.',
  orderOnWhatsApp: 'Commander sur WhatsApp',
  teamNeedsJavaScript:
    'L’administration de la boutique fonctionne avec JavaScript : activez-le pour gérer la boutique.',
};

export const FR_HOURS: Catalogue['hours'] = {
  closedAllDay: 'Fermé',
  today: 'Aujourd’hui',
  weekHours: 'Horaires de cette semaine',
  timeZoneNote: 'Horaires à l’heure du Liban.',
};

export const FR_FOOTER: Catalogue['footer'] = {
  social: 'Suivez-nous',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  copyright: '© {year} {shop}, {town}, Liban.',
  rights: 'Tous droits réservés.',
  shopLinks: 'Boutique',
};

import type { Catalogue } from './catalogue.ts';

/**
 * French: what every page shows on its first load (banner, navigation, footer, the home page's
 * hero, cards, common words, opening hours), apart from the rest as in English (docs/decisions/012).
 */

export const FR_BANNER: Catalogue['banner'] = 'Livraison partout au Liban';

export const FR_NAV: Catalogue['nav'] = {
  home: 'Accueil',
  perfumes: 'Parfums',
  about: 'À propos',
  location: 'Nous trouver',
  contact: 'Contact',
  login: 'Connexion',
  signup: 'Créer un compte',
  viewCart: 'Voir le panier',
  yourOrders: 'Vos commandes',
  logout: 'Déconnexion',
  admin: 'Administration',
  greeting: 'Bonjour, ',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mainNavigation: 'Navigation principale',
  guestCart: 'Panier invité',
  cart: 'Panier',
  andMore: '...et bien d’autres',
  delete: 'Supprimer',
  shopNow: 'Découvrir',
  loginRequired: 'Connectez-vous d’abord pour voir votre panier.',
  goToLogin: 'Se connecter',
  cancel: 'Annuler',
  search: 'Rechercher un parfum',
  searchPlaceholder: 'Nom, marque ou note',
  searchButton: 'Rechercher',
};

export const FR_FOOTER: Catalogue['footer'] = {
  social: 'Suivez-nous',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  rights: 'Tous droits réservés.',
  shopLinks: 'Boutique',
};

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
};

export const FR_HOURS: Catalogue['hours'] = {
  closedAllDay: 'Fermé',
  today: 'Aujourd’hui',
  weekHours: 'Horaires de cette semaine',
  timeZoneNote: 'Horaires à l’heure du Liban.',
};

import type { Catalogue } from './catalogue.ts';

/**
 * French: the frame every page shows (banner, navigation), loaded before the
 * page's first render apart from the rest (docs/decisions/106).
 */

export const FR_BANNER: Catalogue['banner'] = 'Livraison partout au Liban';

export const FR_NAV: Catalogue['nav'] = {
  home: 'Accueil',
  perfumes: 'Parfums',
  about: 'À propos',
  location: 'Adresse',
  contact: 'Contact',
  login: 'Connexion',
  signup: 'Inscription',
  viewCart: 'Voir le panier',
  yourOrders: 'Vos commandes',
  logout: 'Déconnexion',
  admin: 'Administration',
  greeting: 'Bonjour, ',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  openSearch: 'Ouvrir la recherche',
  closeSearch: 'Fermer la recherche',
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
  pageFailed: 'Cette page n’a pas pu s’afficher. Vérifiez votre connexion, puis réessayez.',
  tryAgain: 'Réessayer',
};

/** The switcher and the skip link; the notice offering French speaks French to its reader. */
export const FR_LANGUAGE: Catalogue['language'] = {
  switcherLabel: 'Langue',
  offer: 'Cette page existe aussi en français.',
  offerAction: 'La lire en français',
  dismiss: 'Non merci',
  skipToContent: 'Aller au contenu',
  notifications: 'Notifications',
};

import type { Catalogue } from './catalogue.ts';
import { plural } from './formats.ts';

/** French: what every page shows (banner, navigation, footer, home, cards, common words). */

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

export const FR_NOT_FOUND: Catalogue['notFound'] = {
  title: '404 - Page introuvable',
  text: 'La page que vous cherchez n’existe pas.',
  back: 'Retour à l’accueil',
};

export const FR_FORBIDDEN: Catalogue['forbidden'] = {
  title: 'Accès refusé',
  text: 'Vous n’avez pas l’autorisation de voir cette page.',
  back: 'Retour à l’accueil',
};

export const FR_HOME: Catalogue['home'] = {
  tagline:
    'Découvrez à Saadiyat, au Liban, notre collection raffinée de parfums arabes, d’oud précieux et d’attars d’exception, pour femme, homme et mixte',
  exploreCollection: 'Découvrir la collection',
  noProducts:
    'De nouveaux parfums arrivent bientôt ! Revenez découvrir nos derniers parfums arabes et nos fragrances de luxe.',
  viewAllBrands: 'Toutes nos marques et collections',
  ourNews: 'Nouveautés',
  distinctiveEdge: 'Ce qui nous distingue',
  getDirections: 'Itinéraire',
  brandsTitle: 'Nos marques',
  brandsCarousel: 'Marques de parfums',
  brandsHint:
    'Utilisez les flèches gauche et droite pour parcourir les marques. Appuyez sur Entrée pour les voir toutes.',
  newsSubtitle: 'Les derniers parfums arrivés à la boutique.',
  edgeSubtitle: 'Ce qui fait qu’une visite chez nous vaut le détour.',
  edge: [
    {
      title: 'Oud d’exception',
      text: 'Huiles d’oud vieillies et mélanges d’oud des grandes maisons arabes, choisis flacon par flacon.',
    },
    {
      title: 'Attars de luxe',
      text: 'Des huiles parfumées concentrées et sans alcool : quelques gouttes tiennent de la prière de l’aube jusqu’au soir.',
    },
    {
      title: 'Grandes marques',
      text: 'Des flacons authentiques des grandes maisons de parfum de Paris, Milan et New York.',
    },
  ],
  collectionsTitle: 'Nos collections',
  collections: {
    women: { title: 'Femme', text: 'Fleurs, muscs et ambres tout en douceur.' },
    men: { title: 'Homme', text: 'Bois, épices et agrumes frais.' },
    unisex: { title: 'Mixte', text: 'Oud, attar et tout ce qu’il y a entre les deux.' },
  },
  shopCollection: 'Voir la collection',
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

/** 1 parfum, 2 parfums, 1 000 000 de parfums. */
const PERFUME_FORMS = { one: '# parfum', many: '# de parfums', other: '# parfums' };

export const FR_STOREFRONT: Catalogue['storefront'] = {
  filters: 'Filtres',
  activeFilters: (count) =>
    count === 0 ? 'aucun actif' : plural('fr', count, { one: '# actif', other: '# actifs' }),
  emptyCartBrowse: 'Découvrir nos parfums',
  forbiddenLogin: 'Se connecter',
  forbiddenLoginHint:
    'Vous êtes le propriétaire de la boutique ? Connectez-vous avec votre compte administrateur.',
  perfumeCount: (count) => (count === 0 ? 'Pas encore de parfum' : plural('fr', count, PERFUME_FORMS)),
  showBrand: (brand) => `Voir ${brand}`,
  adminGroupCount: (count) => plural('fr', count, PERFUME_FORMS),
  expandAll: 'Déplier toutes les marques',
  collapseAll: 'Replier toutes les marques',
};

import type { Catalogue } from './catalogue.ts';
import { plural } from './formats.ts';
import { FR_HERO } from './fr-core.ts';

/** French: the home page, the 404 and 403 pages, and the ways through the shop. */

export const FR_HOME: Catalogue['home'] = {
  ...FR_HERO,
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

import type { Catalogue } from './catalogue.ts';

/** French: the collection, brands, the product page and the shop's own pages. */

export const FR_EXPLORE: Catalogue['explore'] = {
  title: 'Nos marques de parfums',
  exploreAll: 'Tout explorer',
  subtitle:
    'Des maisons d’oud d’Arabie aux ateliers de Paris : choisissez une maison pour découvrir ses parfums.',
  searchLabel: 'Rechercher une marque',
  searchPlaceholder: 'Rechercher une marque...',
  noBrands: 'Aucune marque ne correspond à votre recherche.',
};

export const FR_PERFUMES: Catalogue['perfumes'] = {
  title: 'Nos parfums',
  loading: 'Chargement des parfums...',
  empty: 'Aucun parfum trouvé.',
  gender: 'Genre',
  subtitle: 'Parfums arabes, oud, attars et grandes marques, en flacons de 100 ml et 50 ml.',
  filtersTitle: 'Filtrer les parfums',
  name: 'Nom',
  namePlaceholder: 'Rechercher par nom',
  description: 'Description',
  descriptionPlaceholder: 'Rechercher dans les descriptions',
  brand: 'Marque',
  brandPlaceholder: 'Toutes les marques',
  noBrandOptions: 'Aucune marque trouvée',
  style: 'Style',
  allGenders: 'Tous',
  allStyles: 'Tous les styles',
  genders: { men: 'Homme', women: 'Femme', unisex: 'Mixte' },
  clearFilters: 'Effacer les filtres',
  applyFilters: 'Appliquer les filtres',
};

export const FR_SHOP_INFO: Catalogue['shopInfo'] = {
  visitTitle: 'Venez nous voir',
  visitText: 'Venez sentir avant de choisir : notre équipe vous aidera à trouver votre parfum signature.',
  location: 'Adresse',
  phone: 'Téléphone',
  hours: 'Horaires d’ouverture',
  mapTitle: 'Carte de notre boutique à Saadiyat, au Liban',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  country: 'Liban',
  shopAddress: { street: 'Route principale', town: 'Saadiyat', region: 'Mont-Liban' },
};

export const FR_ABOUT: Catalogue['about'] = {
  subtitle: 'Une maison de parfum familiale sur la côte du Mont-Liban.',
  storyTitle: 'Notre histoire',
  story: [
    'Saadiyat Perfumes a commencé par un petit comptoir d’oud et d’attar sur la route principale de Saadiyat, où les voisins s’arrêtaient en allant à la mer pour essayer un nouveau mélange.',
    'Au fil des années, le comptoir est devenu une boutique, et la boutique un lieu de rencontre pour les amoureux du parfum : les maisons arabes aux côtés des grands noms de la parfumerie, les huiles rares à côté des favoris de tous les jours.',
    'Aujourd’hui, nous livrons partout au Liban, mais chaque commande est toujours préparée par les mêmes mains, avec le même soin, à Saadiyat.',
  ],
  missionTitle: 'Notre mission',
  mission:
    'Apporter dans chaque foyer du Liban les plus beaux parfums arabes, l’oud et l’attar, et les grands parfums dont chacun rêve, à des prix honnêtes et avec des conseils de confiance.',
  valuesTitle: 'Nos valeurs',
  values: [
    {
      title: 'Authenticité',
      text: 'Uniquement des flacons authentiques et des huiles pures, de maisons que nous connaissons et en qui nous avons confiance.',
    },
    {
      title: 'Hospitalité',
      text: 'Chaque visiteur est notre invité : prenez votre temps, essayez, posez vos questions, et repartez avec un parfum que vous aimez.',
    },
    {
      title: 'Savoir-faire',
      text: 'Nous respectons l’art de la parfumerie, de l’oud vieilli d’Arabie aux ateliers modernes d’Europe.',
    },
  ],
};

export const FR_LOCATION: Catalogue['location'] = {
  title: 'Nous trouver',
  subtitle:
    'Notre boutique se trouve sur la route principale de Saadiyat, à quelques minutes au sud de Damour.',
};

export const FR_CONTACT: Catalogue['contact'] = {
  subtitle: 'Une question sur un parfum ou une commande ? Nous répondons sur WhatsApp et par téléphone.',
  whatsappTitle: 'Écrivez-nous sur WhatsApp',
  whatsappText: 'Posez-nous vos questions sur un parfum ou envoyez-nous votre commande. Nous répondons vite.',
  callTitle: 'Appelez-nous',
  callText: 'Parlez-nous pendant les heures d’ouverture.',
};

export const FR_PRODUCT_PAGE: Catalogue['productPage'] = {
  notAvailableTitle: 'Ce parfum n’est plus disponible',
  notAvailableText: 'Il est peut-être épuisé ou a changé de nom. Nos autres parfums vous attendent.',
  backToCollection: 'Voir la collection',
  loading: 'Chargement du parfum...',
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  perfumes: 'Parfums',
  brand: 'Marque',
  category: 'Catégorie',
  style: 'Style',
  zoomImage: 'Agrandir la photo',
  closeZoom: 'Fermer la photo agrandie',
  zoomDialog: (name) => `Photo de ${name}`,
  sizesTitle: 'Choisissez les formats et les quantités',
  sizeLabel: (size) => `${size} ml`,
  decrease: (size) => `Un flacon de ${size} ml en moins`,
  increase: (size) => `Un flacon de ${size} ml en plus`,
  quantity: (size) => `Quantité en ${size} ml`,
  total: 'Total',
  chooseSize: 'Choisissez au moins un format pour ajouter ce parfum à votre panier.',
  addToCart: 'Ajouter au panier',
  moreFrom: (brand) => `Autres parfums ${brand}`,
  share: 'Partager',
  shareOnWhatsApp: 'Partager sur WhatsApp',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié !',
  copyFailed: 'Impossible de copier le lien.',
  shareText: (name, brand) => `${name} – ${brand}`,
  viewPerfume: (name) => `Voir ${name}`,
};

export const FR_FRAGRANCE: Catalogue['fragrance'] = {
  detailsTitle: 'Caractéristiques du parfum',
  concentration: 'Concentration',
  scentFamilies: 'Famille olfactive',
  topNotes: 'Notes de tête',
  heartNotes: 'Notes de cœur',
  baseNotes: 'Notes de fond',
  inspiredBy: 'Inspiré de',
  concentrations: {
    edp: 'Eau de Parfum',
    edt: 'Eau de Toilette',
    parfum: 'Parfum',
    oil: 'Huile / Attar',
  },
  families: {
    oud: 'Oud',
    musk: 'Musc',
    amber: 'Ambre',
    floral: 'Floral',
    woody: 'Boisé',
    fresh: 'Frais',
    sweet: 'Gourmand',
    spicy: 'Épicé',
  },
  anyConcentration: 'Toutes les concentrations',
  noConcentration: 'Non précisée',
  anyFamily: 'Toutes les familles olfactives',
  notesHint: 'Séparez les notes par des virgules, par ex. bergamote, safran, rose',
  inspiredByHint: 'Le parfum auquel il ressemble, tel que les clients le demandent',
  invalidConcentration: 'Choisissez une concentration dans la liste.',
  invalidFamily: 'Choisissez des familles olfactives dans la liste.',
  tooManyNotes: 'Indiquez 12 notes au maximum.',
  noteTooLong: 'Chaque note doit faire 40 caractères au plus.',
  inspiredByTooLong: '« Inspiré de » doit faire 120 caractères au plus.',
};

export const FR_SEARCH: Catalogue['search'] = {
  filterLabel: 'Rechercher',
  filterPlaceholder: 'Nom, marque, note ou inspiration',
};

export const FR_LINK_PREVIEW: Catalogue['linkPreview'] = {
  title: 'Aperçu du lien',
  smallImage: (width, height) =>
    `Cette image fait ${width}×${height} px : les messageries l’affichent floue. Choisissez-en une d’au moins 600 px sur son petit côté.`,
};

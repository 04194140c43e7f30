import type { Catalogue } from './catalogue.ts';

/** English: the product page, its share button, fragrance details and the search. */
export const EN_PRODUCT_PAGE: Catalogue['productPage'] = {
  notAvailableTitle: 'This perfume is no longer available',
  notAvailableText: 'It may have sold out or been renamed. Our other perfumes are waiting for you.',
  backToCollection: 'Browse the collection',
  loading: 'Loading perfume...',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  perfumes: 'Perfumes',
  brand: 'Brand',
  category: 'Category',
  style: 'Style',
  zoomImage: 'Enlarge the picture',
  closeZoom: 'Close the enlarged picture',
  zoomDialog: (name: string) => `Picture of ${name}`,
  sizesTitle: 'Choose sizes and quantities',
  sizeLabel: (size: string) => `${size} ml`,
  decrease: (size: string) => `One bottle of ${size} ml less`,
  increase: (size: string) => `One bottle of ${size} ml more`,
  quantity: (size: string) => `Quantity of ${size} ml`,
  total: 'Total',
  chooseSize: 'Choose at least one size to add this perfume to your cart.',
  addToCart: 'Add to Cart',
  moreFrom: (brand: string) => `More from ${brand}`,
  share: 'Share',
  shareOnWhatsApp: 'Share on WhatsApp',
  copyLink: 'Copy link',
  linkCopied: 'Link copied!',
  copyFailed: 'Could not copy the link.',
  shareText: (name: string, brand: string) => `${name} by ${brand}`,
  viewPerfume: (name: string) => `View ${name}`,
};

export const EN_FRAGRANCE: Catalogue['fragrance'] = {
  detailsTitle: 'Fragrance details',
  concentration: 'Concentration',
  scentFamilies: 'Scent family',
  topNotes: 'Top notes',
  heartNotes: 'Heart notes',
  baseNotes: 'Base notes',
  inspiredBy: 'Inspired by',
  concentrations: {
    edp: 'Eau de Parfum',
    edt: 'Eau de Toilette',
    parfum: 'Parfum',
    oil: 'Oil / Attar',
  },
  families: {
    oud: 'Oud',
    musk: 'Musk',
    amber: 'Amber',
    floral: 'Floral',
    woody: 'Woody',
    fresh: 'Fresh',
    sweet: 'Sweet',
    spicy: 'Spicy',
  },
  anyConcentration: 'All concentrations',
  noConcentration: 'Not stated',
  anyFamily: 'All scent families',
  notesHint: 'Separate notes with commas, e.g. bergamot, saffron, rose',
  inspiredByHint: 'The perfume this one resembles, as customers ask for it',
  invalidConcentration: 'Choose a concentration from the list.',
  invalidFamily: 'Choose scent families from the list.',
  tooManyNotes: `List at most 12 notes.`,
  noteTooLong: 'Each note must be at most 40 characters.',
  inspiredByTooLong: 'Inspired by must be at most 120 characters.',
};

export const EN_SEARCH: Catalogue['search'] = {
  filterLabel: 'Search',
  filterPlaceholder: 'Name, brand, note or inspiration',
};

export const EN_LINK_PREVIEW: Catalogue['linkPreview'] = {
  title: 'Link preview',
  smallImage: (width: number, height: number) =>
    `This image is ${width}x${height} px: chats show it blurred. Upload one at least 600 px on its short side.`,
};

export const EN_EXPLORE: Catalogue['explore'] = {
  title: 'Our Perfume Brands',
  exploreAll: 'Explore All',
  subtitle: 'From the oud houses of Arabia to the ateliers of Paris: choose a house to see its perfumes.',
  searchLabel: 'Search brands',
  searchPlaceholder: 'Search brands...',
  noBrands: 'No brand matches your search.',
};

export const EN_PERFUMES: Catalogue['perfumes'] = {
  title: 'Our Perfumes',
  loading: 'Loading perfumes...',
  empty: 'No perfumes found.',
  gender: 'Gender',
  subtitle: 'Arabic perfumes, oud, attar and designer fragrances in 100 ml and 50 ml bottles.',
  filtersTitle: 'Filter perfumes',
  name: 'Name',
  namePlaceholder: 'Search by name',
  description: 'Description',
  descriptionPlaceholder: 'Search in descriptions',
  brand: 'Brand',
  brandPlaceholder: 'All brands',
  noBrandOptions: 'No brand found',
  style: 'Style',
  allGenders: 'All',
  allStyles: 'All styles',
  genders: { men: 'Men', women: 'Women', unisex: 'Unisex' },
  clearFilters: 'Clear filters',
  applyFilters: 'Apply filters',
};

/** The shop's own facts as the pages present them (the facts themselves live in shop.ts). */
export const EN_SHOP_INFO: Catalogue['shopInfo'] = {
  visitTitle: 'Visit Our Shop',
  visitText: 'Come and smell before you choose: our team will help you find your signature scent.',
  location: 'Location',
  phone: 'Phone',
  hours: 'Opening Hours',
  mapTitle: 'Map of our shop in Saadiyat, Lebanon',
  opensInNewTab: '(opens in a new tab)',
  country: 'Lebanon',
  shopAddress: { street: 'Main Road', town: 'Saadiyat', region: 'Mount Lebanon' },
};

export const EN_ABOUT: Catalogue['about'] = {
  subtitle: 'A family perfume house on the coast of Mount Lebanon.',
  storyTitle: 'Our Story',
  story: [
    'Saadiyat Perfumes began as a small counter of oud and attar on the main road of Saadiyat, where neighbours stopped on their way to the sea to try a new blend.',
    'Over the years the counter became a shop, and the shop a meeting place for people who love fragrance: Arabic houses beside the great designer names, rare oils beside everyday favourites.',
    'Today we deliver to all of Lebanon, but every order is still prepared by the same hands, with the same care, in Saadiyat.',
  ],
  missionTitle: 'Our Mission',
  mission:
    'To bring the finest Arabic perfumes, oud and attar, and the designer fragrances people dream of, to every home in Lebanon at honest prices, with advice you can trust.',
  valuesTitle: 'Our Values',
  values: [
    {
      title: 'Authenticity',
      text: 'Genuine bottles and pure oils only, from houses we know and trust.',
    },
    {
      title: 'Hospitality',
      text: 'Every visitor is a guest: take your time, try, ask, and leave with a scent you love.',
    },
    {
      title: 'Craft',
      text: 'We respect the art of perfumery, from the aged oud of Arabia to the modern ateliers of Europe.',
    },
  ],
};

export const EN_LOCATION: Catalogue['location'] = {
  title: 'Our Location',
  subtitle: 'Find our shop on the main road of Saadiyat, a few minutes south of Damour.',
};

export const EN_CONTACT: Catalogue['contact'] = {
  subtitle: 'Questions about a perfume or an order? We answer on WhatsApp and by phone.',
  whatsappTitle: 'Chat on WhatsApp',
  whatsappText: 'Ask about a perfume or send us your order. We reply quickly.',
  callTitle: 'Call',
  callText: 'Speak with us during opening hours.',
};

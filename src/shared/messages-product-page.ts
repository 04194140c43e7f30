import type { Concentration, ScentFamily } from './fragrance.ts';

/** The product page, its share button, fragrance details and the search (gathered into MESSAGES). */
export const PRODUCT_PAGE_MESSAGES = {
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
} as const;

export const FRAGRANCE_MESSAGES = {
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
  } satisfies Record<Concentration, string>,
  families: {
    oud: 'Oud',
    musk: 'Musk',
    amber: 'Amber',
    floral: 'Floral',
    woody: 'Woody',
    fresh: 'Fresh',
    sweet: 'Sweet',
    spicy: 'Spicy',
  } satisfies Record<ScentFamily, string>,
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
} as const;

export const SEARCH_MESSAGES = {
  filterLabel: 'Search',
  filterPlaceholder: 'Name, brand, note or inspiration',
} as const;

export const LINK_PREVIEW_MESSAGES = {
  title: 'Link preview',
  smallImage: (width: number, height: number) =>
    `This image is ${width}x${height} px: chats show it blurred. Upload one at least 600 px on its short side.`,
} as const;

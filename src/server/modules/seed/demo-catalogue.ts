import type { Category } from '#shared/constants.ts';
import { BACKDROPS, type BottleStyle } from './bottle-image.ts';
import { DESIGNER_DEMO_PRODUCTS } from './demo-catalogue-designer.ts';
import { HOUSE_DEMO_PRODUCTS } from './demo-catalogue-houses.ts';
import { DESIGNER_TRANSLATIONS } from './demo-translations-designer.ts';
import { FEATURED_TRANSLATIONS } from './demo-translations-featured.ts';
import { HOUSE_TRANSLATIONS } from './demo-translations-houses.ts';

/** A demo perfume as its house list writes it: the shop's default (English) texts. */
export interface DemoPerfume {
  name: string;
  brand: string;
  category: Category;
  style?: string;
  description: string;
  bottle: BottleStyle;
}

/**
 * A demo perfume's texts in Arabic and French, as the shop writes them (docs/decisions/177): a name
 * only where the house gives one in that language, a description always.
 */
export interface DemoTranslation {
  nameAr?: string;
  nameFr?: string;
  descriptionAr: string;
  descriptionFr: string;
}

export type DemoProduct = DemoPerfume & DemoTranslation;

const { warm, night, rose, sand, sea } = BACKDROPS;

/**
 * The first demo perfumes; they stay the newest, so the home page opens on the same four.
 */
const FEATURED_DEMO_PRODUCTS: DemoPerfume[] = [
  {
    name: 'Sauvage Eau de Parfum',
    brand: 'Dior',
    category: 'men',
    style: 'Fresh spicy',
    description:
      'Bergamot from Calabria over a warm trail of ambroxan and vanilla: a bright, confident scent that carries from a morning meeting to a late dinner by the sea.',
    bottle: { shape: 'classic', liquid: '#2c4a7a', cap: '#1b1b1b', backdrop: sea },
  },
  {
    name: 'Coco Mademoiselle',
    brand: 'Chanel',
    category: 'women',
    style: 'Floral',
    description:
      'Orange and Turkish rose wrapped in patchouli and white musk. Elegant, lively and unmistakable.',
    bottle: { shape: 'classic', liquid: '#e8b9a0', cap: '#d9c9a3', backdrop: rose },
  },
  {
    name: 'Oud Wood',
    brand: 'Tom Ford',
    category: 'unisex',
    style: 'Woody',
    description:
      'Rare oud wood softened by sandalwood, rosewood and cardamom, with a smoky touch of vetiver and tonka bean that stays close to the skin for hours.',
    bottle: { shape: 'tall', liquid: '#5a3b22', cap: '#c9a34e', backdrop: night },
  },
  {
    name: 'Aventus',
    brand: 'Creed',
    category: 'men',
    description:
      'Pineapple, blackcurrant and birch over oakmoss and ambergris: the celebrated fruity-smoky signature of a modern classic.',
    bottle: { shape: 'classic', liquid: '#3d3d3d', cap: '#c0c0c0', backdrop: warm },
  },
  {
    name: 'Interlude Man',
    brand: 'Amouage',
    category: 'men',
    style: 'Oriental',
    description:
      'Frankincense, oregano and leather in a dense, resinous blend from Oman. Bold and meditative.',
    bottle: { shape: 'faceted', liquid: '#1f3f5c', cap: '#c9a34e', backdrop: night },
  },
  {
    name: 'Naxos',
    brand: 'Xerjoff',
    category: 'unisex',
    description:
      'Sicilian honey, lavender and tobacco leaf rounded with vanilla and tonka: a warm, golden tribute to the Mediterranean.',
    bottle: { shape: 'round', liquid: '#c98a2b', cap: '#2a2a2a', backdrop: sand },
  },
  {
    name: 'Khamrah',
    brand: 'Lattafa',
    category: 'unisex',
    style: 'Oriental',
    description:
      'Cinnamon, dates and praline over amberwood and benzoin. A gourmand evening scent with generous projection at a gentle price.',
    bottle: { shape: 'flacon', liquid: '#8a2c1c', cap: '#c9a34e', backdrop: sand },
  },
  {
    name: 'Asad',
    brand: 'Lattafa',
    category: 'men',
    description: 'Black pepper, pineapple and tobacco on a dry amber base. Strong and long-lasting.',
    bottle: { shape: 'faceted', liquid: '#222222', cap: '#c9a34e', backdrop: night },
  },
  {
    name: 'Hawas for Him',
    brand: 'Rasasi',
    category: 'men',
    style: 'Fresh spicy',
    description:
      'Apple, bergamot and cinnamon with an aquatic heart of plum and orange blossom, drying down to ambergris and musk: made for hot Lebanese summers.',
    bottle: { shape: 'tall', liquid: '#2f6f8f', cap: '#a8a8a8', backdrop: sea },
  },
  {
    name: 'Amber Wood',
    brand: 'Ajmal',
    category: 'unisex',
    style: 'Woody',
    description: 'Amber, cypriol and leather warmed by sweet vanilla. Smooth and refined.',
    bottle: { shape: 'round', liquid: '#a0622a', cap: '#1b1b1b', backdrop: warm },
  },
  {
    name: 'Kalemat',
    brand: 'Arabian Oud',
    category: 'unisex',
    style: 'Oud',
    description:
      'Blueberry and pear over a soft heart of oud, amber and honey. A modern Arabian perfume that charms from the first spray.',
    bottle: { shape: 'flacon', liquid: '#2c2f6b', cap: '#c9a34e', backdrop: night },
  },
  {
    name: 'Shaghaf Oud',
    brand: 'Swiss Arabian',
    category: 'unisex',
    style: 'Oud',
    description:
      'Saffron and rose dissolve into praline, vanilla and a deep oud accord. Rich, sweet and made to be noticed.',
    bottle: { shape: 'faceted', liquid: '#6b1f2a', cap: '#c9a34e', backdrop: sand },
  },
  {
    name: 'Amber Oud Gold Edition',
    brand: 'Al Haramain',
    category: 'unisex',
    description:
      'A radiant blend of bergamot, green notes and sweet amber resting on musk and woods, with a trail that lingers long after you leave the room.',
    bottle: { shape: 'classic', liquid: '#d4a017', cap: '#1b1b1b', backdrop: warm },
  },
  {
    name: 'Club de Nuit Intense Man',
    brand: 'Armaf',
    category: 'men',
    description: 'Lemon, pineapple and blackcurrant over birch and ambergris. Smoky, fresh and bold.',
    bottle: { shape: 'tall', liquid: '#151515', cap: '#a8a8a8', backdrop: night },
  },
  {
    name: '9PM',
    brand: 'Afnan',
    category: 'men',
    description:
      'Apple, cinnamon and lavender over vanilla, amber and patchouli: a sweet night-out fragrance that is easy to love.',
    bottle: { shape: 'classic', liquid: '#1c1c3a', cap: '#3c6ea8', backdrop: night },
  },
  {
    name: 'Libre',
    brand: 'Yves Saint Laurent',
    category: 'women',
    style: 'Floral',
    description:
      'French lavender and Moroccan orange blossom balanced by vanilla and musk: a floral that is both tender and free.',
    bottle: { shape: 'flacon', liquid: '#f0d6a8', cap: '#c9a34e', backdrop: rose },
  },
  {
    name: 'Sì',
    brand: 'Giorgio Armani',
    category: 'women',
    description: 'Cassis nectar, May rose and blond woods. Graceful and modern.',
    bottle: { shape: 'classic', liquid: '#c8877a', cap: '#3b3b3b', backdrop: rose },
  },
  {
    name: 'Good Girl',
    brand: 'Carolina Herrera',
    category: 'women',
    style: 'Oriental',
    description:
      'Tuberose and jasmine sambac over roasted tonka bean and cocoa, in a blend that plays light against dark with a wink.',
    bottle: { shape: 'tall', liquid: '#1a2a5a', cap: '#c9a34e', backdrop: night },
  },
  {
    name: 'La Vie Est Belle',
    brand: 'Lancôme',
    category: 'women',
    description:
      'Iris, patchouli and praline with a hint of pear: a joyful gourmand that has become a signature for many.',
    bottle: { shape: 'round', liquid: '#e9c3c9', cap: '#f5f5f5', backdrop: rose },
  },
  {
    name: 'Baccarat Rouge 540',
    brand: 'Maison Francis Kurkdjian',
    category: 'unisex',
    description:
      'Jasmine and saffron lifted by ambergris and cedar: an airy, luminous amber that leaves a trail people ask about.',
    bottle: { shape: 'faceted', liquid: '#b5322a', cap: '#e8e1d3', backdrop: warm },
  },
  {
    name: 'Delina',
    brand: 'Parfums de Marly',
    category: 'women',
    style: 'Floral',
    description: 'Turkish rose and lychee with rhubarb and vanilla. Romantic and fresh.',
    bottle: { shape: 'classic', liquid: '#e6a6bd', cap: '#c9a34e', backdrop: rose },
  },
  {
    name: 'Safari Attar',
    brand: 'Abdul Samad Al Qurashi',
    category: 'unisex',
    style: 'Attar',
    description:
      'A concentrated, alcohol-free oil of oud, musk and rose, applied drop by drop in the Arabian tradition: one touch lasts the whole day.',
    bottle: { shape: 'flacon', liquid: '#4a2a14', cap: '#c9a34e', backdrop: sand },
  },
  {
    name: 'Mukhallat Attar',
    brand: 'Al Haramain',
    category: 'unisex',
    style: 'Attar',
    description: 'Sandalwood, saffron and Taif rose blended into a soft perfume oil. Warm and intimate.',
    bottle: { shape: 'round', liquid: '#7a3b1c', cap: '#c9a34e', backdrop: warm },
  },
  {
    name: 'Yara',
    brand: 'Lattafa',
    category: 'women',
    description:
      'Orchid, heliotrope and tangerine over a creamy gourmand base of vanilla and musk: soft, sweet and beloved across the region.',
    bottle: { shape: 'round', liquid: '#f1b8c8', cap: '#e8e1d3', backdrop: rose },
  },
  {
    name: 'La Yuqawam Pour Femme',
    brand: 'Rasasi',
    category: 'women',
    description:
      'Rose, raspberry and saffron on a base of leather and patchouli. Luxurious and irresistible, as its name promises.',
    bottle: { shape: 'faceted', liquid: '#8c1f4a', cap: '#c9a34e', backdrop: night },
  },
  {
    name: 'Dahn Al Oudh Al Moattaq',
    brand: 'Ajmal',
    category: 'men',
    style: 'Oud',
    description: 'Aged Assamese oud oil, deep and animalic, for those who know and love the real thing.',
    bottle: { shape: 'tall', liquid: '#3a220f', cap: '#c9a34e', backdrop: sand },
  },
];

/**
 * The demo catalogue seeded on an empty database, oldest first: at least one perfume for every
 * brand of the shop's list, so no brand leads to an empty page (docs/decisions/077).
 */
export const DEMO_PRODUCTS: DemoProduct[] = withTranslations(
  [...DESIGNER_DEMO_PRODUCTS, ...HOUSE_DEMO_PRODUCTS, ...FEATURED_DEMO_PRODUCTS],
  { ...DESIGNER_TRANSLATIONS, ...HOUSE_TRANSLATIONS, ...FEATURED_TRANSLATIONS },
);

/** Each perfume with its translation, found by its English name: none may be missing. */
function withTranslations(
  perfumes: readonly DemoPerfume[],
  translations: Readonly<Record<string, DemoTranslation>>,
): DemoProduct[] {
  return perfumes.map((perfume) => {
    const translation = translations[perfume.name];
    if (!translation) throw new Error(`The demo perfume ${perfume.name} has no Arabic and French texts`);
    return { ...perfume, ...translation };
  });
}

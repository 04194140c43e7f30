import { expect, test } from 'vitest';
import { openStatus } from '#shared/opening-hours.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import { AR } from './ar.ts';
import type { Catalogue } from './catalogue.ts';
import { EN } from './en.ts';
import { FR } from './fr.ts';

const CATALOGUES = { en: EN, ar: AR, fr: FR } satisfies Record<string, Catalogue>;

/** Every path of a catalogue with what sits there: 'string', 'function', or an array's length. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: string`];
  if (typeof value === 'function') return [`${path}: function`];
  if (Array.isArray(value)) {
    return [`${path}: array of ${value.length}`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, item]) => shape(item, path ? `${path}.${key}` : key));
  }
  return [`${path}: ${typeof value}`];
}

/** Every text of a catalogue with its path. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const ARABIC_LETTER = /[\u0621-\u064a]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;

/** The only Arabic-catalogue texts that may carry no Arabic letter: names that stay Latin. */
const LATIN_IN_ARABIC = new Set(['WhatsApp', 'TikTok', 'Instagram', 'Facebook', 'LBP']);
/** Latin words an Arabic text may hold: the file formats the owner must pick, as their files name them. */
// File formats; the protocol alerts need; the reply texts' placeholders, which the owner types as they are.
const LATIN_WORDS_IN_ARABIC = new Set(['MP4', 'WebM', 'JPEG', 'PNG', 'WebP', 'https', 'reference', 'link']);

/** French texts that are the same word in English; any other identical text is a missed translation. */
const SAME_IN_FRENCH = new Set([
  'Instagram',
  // The town's name, as the French write it too.
  'Saadiyat',
  'TikTok',
  'Facebook',
  'WhatsApp',
  'Total',
  'Description',
  'Image',
  'Style',
  'Latitude',
  'Longitude',
  'Actions',
  'Contact',
  'Concentration',
  'Eau de Parfum',
  'Eau de Toilette',
  'Parfum',
  'Oud',
  'Floral',
  // Fragrance styles and notes perfumers write the same in both.
  'Oriental',
  'Gourmand',
  'Attar',
  'Fougère',
  'Orange',
  'Rose',
  'Iris',
  'Patchouli',
  'Caramel',
  'Labdanum',
  'Stock',
  'Notifications',
  '100 ml',
  '50 ml',
]);

/** Sample values for the text functions, so their results can be read too. */
const SAMPLE_STATUS = { isOpen: true, closes: '20:00' } as const;
function functionTexts(catalogue: Catalogue): string[] {
  const { fn, storefront, inbox, productPage, adminSettings } = catalogue;
  return [
    fn.cartButtonLabel(3),
    fn.sizeLabel('100'),
    fn.openStatusText(SAMPLE_STATUS),
    fn.categoryLine('men'),
    fn.clock('20:00'),
    fn.intervals([{ opens: '10:00', closes: '20:00' }]),
    fn.pounds(1000, 89_500),
    storefront.activeFilters(2),
    storefront.perfumeCount(3),
    storefront.showBrand('Lattafa'),
    inbox.newBadge(3),
    inbox.ordersCount(3),
    inbox.bottles(3, 2, 1),
    inbox.shown(10, 25),
    inbox.by(null),
    productPage.decrease('50'),
    productPage.increase('50'),
    productPage.quantity('50'),
    adminSettings.prices.sizePrice('100'),
    adminSettings.availability.chooseAnother('Lattafa 50'),
    adminSettings.stock.toggle('100', true),
    adminSettings.paging.page(2, 5),
  ];
}

test('the Arabic and French catalogues have exactly the English keys, deep, arrays of the same length', () => {
  const english = shape(EN);
  expect(english.length).toBeGreaterThan(400);
  expect(shape(AR)).toEqual(english);
  expect(shape(FR)).toEqual(english);
});

test('the type checker refuses a catalogue with a key missing or a key too many', () => {
  const { banner: _banner, ...withoutBanner } = AR;
  // @ts-expect-error a catalogue without the banner is not a Catalogue
  const missing: Catalogue = withoutBanner;
  // @ts-expect-error a section with a key English does not have is refused
  const extra: Catalogue['nav'] = { ...AR.nav, wishlist: 'قائمة الأمنيات' };
  expect(Object.keys(missing)).not.toContain('banner');
  expect(Object.keys(extra)).toContain('wishlist');
});

test('no catalogue has an empty text, and no text function answers with one', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    const empty = texts(catalogue).filter(([, text]) => text.trim() === '');
    expect(empty, language).toEqual([]);
    for (const text of functionTexts(catalogue)) expect(text.trim(), language).not.toBe('');
  }
});

test('every Arabic text has Arabic letters and Western digits only, but for the short list of names', () => {
  const all = [...texts(AR), ...functionTexts(AR).map((text) => ['fn', text] as [string, string])];
  const latin = all.filter(([, text]) => !ARABIC_LETTER.test(text) && !LATIN_IN_ARABIC.has(text));
  expect(latin).toEqual([]);
  expect(all.filter(([, text]) => ARABIC_INDIC_DIGIT.test(text))).toEqual([]);
});

test('Arabic texts hold no Latin word but the file formats, so an Arabic page shows no English', () => {
  // A template's places ("{year}") are filled with values on the page, not read.
  const all = [...texts(AR).map(([, text]) => text), ...functionTexts(AR)].map((text) =>
    text.replaceAll('Lattafa', '').replace(/\{\w+\}/g, ''),
  );
  const words = new Set(all.flatMap((text) => text.match(/[A-Za-z][A-Za-z0-9'’-]+/g) ?? []));
  expect([...words].filter((word) => !LATIN_WORDS_IN_ARABIC.has(word))).toEqual([]);
});

test('every French text differs from the English one, but for words that are the same in both', () => {
  const english = new Map(texts(EN));
  const copied = texts(FR).filter(([path, text]) => english.get(path) === text && !SAME_IN_FRENCH.has(text));
  expect(copied).toEqual([]);
});

/** The numbers a text states, grouping dropped: "2 000" and "2,000" are 2000. */
function numbers(text: string): string[] {
  return (text.replace(/(\d)[\s,\u00a0\u202f](?=\d)/g, '$1').match(/\d+/g) ?? []).sort();
}

test('translations state the same numbers as English: limits, sizes, days, the phone example', () => {
  const english = texts(EN);
  for (const catalogue of [AR, FR]) {
    const translated = new Map(texts(catalogue));
    const differing = english.filter(([path, text]) => {
      const other = translated.get(path) ?? '';
      return numbers(text).join() !== numbers(other).join();
    });
    expect(differing).toEqual([]);
  }
});

test('Arabic counts take the plural form of the number: zero, one, two, few, many, other', () => {
  const counts = [0, 1, 2, 3, 11, 100];
  expect(counts.map((n) => AR.storefront.perfumeCount(n))).toEqual([
    'لا عطور بعد',
    'عطر واحد',
    'عطران',
    '3 عطور',
    '11 عطرًا',
    '100 عطر',
  ]);
  expect(counts.map((n) => AR.fn.cartButtonLabel(n))).toEqual([
    'السلة فارغة',
    'السلة، منتج واحد',
    'السلة، منتجان',
    'السلة، 3 منتجات',
    'السلة، 11 منتجًا',
    'السلة، 100 منتج',
  ]);
  expect(counts.map((n) => AR.inbox.ordersCount(n))).toEqual([
    'لا طلبات',
    'طلب واحد',
    'طلبان',
    '3 طلبات',
    '11 طلبًا',
    '100 طلب',
  ]);
  // 103 is "few" again and 1000 "other"; large numbers group with a comma, as receipts do.
  expect(AR.inbox.ordersCount(103)).toBe('103 طلبات');
  expect(AR.inbox.ordersCount(1000)).toBe('1,000 طلب');
});

test('French counts: 0 and 1 are singular, 2 and more plural, a million takes "de"', () => {
  const counts = [0, 1, 2, 3, 11, 100];
  expect(counts.map((n) => FR.inbox.ordersCount(n))).toEqual([
    '0 commande',
    '1 commande',
    '2 commandes',
    '3 commandes',
    '11 commandes',
    '100 commandes',
  ]);
  expect(counts.map((n) => FR.fn.cartButtonLabel(n))).toEqual([
    'Panier, aucun article',
    'Panier, 1 article',
    'Panier, 2 articles',
    'Panier, 3 articles',
    'Panier, 11 articles',
    'Panier, 100 articles',
  ]);
  expect(FR.storefront.perfumeCount(0)).toBe('Pas encore de parfum');
  expect(FR.storefront.perfumeCount(1)).toBe('1 parfum');
  expect(FR.inbox.ordersCount(1_000_000)).toBe('1\u202f000\u202f000 de commandes');
});

test('open now, in each language, for a fixed status and for a fixed instant in Beirut', () => {
  const open = { isOpen: true, closes: '20:00' } as const;
  const tomorrow = {
    isOpen: false,
    next: { relation: 'tomorrow', weekday: 'wednesday', date: '2026-01-14', opens: '10:00' },
  } as const;
  const later = {
    isOpen: false,
    next: { relation: 'later', weekday: 'monday', date: '2026-01-19', opens: '10:30' },
  } as const;
  const closing = { isOpen: true, closes: '24:00' } as const;
  expect([open, tomorrow, later, closing].map((s) => EN.fn.openStatusText(s))).toEqual([
    'Open now · closes at 8:00 pm',
    'Closed · opens tomorrow at 10:00 am',
    'Closed · opens Monday at 10:30 am',
    'Open now · closes at 12:00 am',
  ]);
  expect([open, tomorrow, later, closing].map((s) => AR.fn.openStatusText(s))).toEqual([
    'مفتوح الآن · يُغلق الساعة 8:00 مساءً',
    'مغلق · يفتح غدًا الساعة 10:00 صباحًا',
    'مغلق · يفتح يوم الاثنين الساعة 10:30 صباحًا',
    'مفتوح الآن · يُغلق عند منتصف الليل',
  ]);
  expect([open, tomorrow, later, closing].map((s) => FR.fn.openStatusText(s))).toEqual([
    'Ouvert · ferme à 20\u00a0h',
    'Fermé · ouvre demain à 10\u00a0h',
    'Fermé · ouvre lundi à 10\u00a0h\u00a030',
    'Ouvert · ferme à minuit',
  ]);
  // Tuesday 13 January 2026, 20:00 in Beirut (UTC+2): the default hours closed at 8 pm.
  const status = openStatus(DEFAULT_SETTINGS.hours, new Date('2026-01-13T18:00:00Z'));
  expect(AR.fn.openStatusText(status)).toBe('مغلق · يفتح غدًا الساعة 10:00 صباحًا');
  expect(FR.fn.openStatusText(status)).toBe('Fermé · ouvre demain à 10\u00a0h');
  expect(AR.fn.openStatusText({ isOpen: false, next: null })).toBe('مغلق');
  expect(FR.fn.openStatusText({ isOpen: false, next: null })).toBe('Fermé');
});

test('while closed, checkout says when the shop will answer, in each language', () => {
  const today = {
    isOpen: false,
    next: { relation: 'today', weekday: 'tuesday', date: '2026-01-13', opens: '16:00' },
  } as const;
  expect(AR.fn.closedReplyText(today)).toBe(
    'المحل مغلق الآن، ويمكنك إرسال طلبك رغم ذلك: نفتح اليوم الساعة 4:00 مساءً ونردّ عليك حينها.',
  );
  expect(FR.fn.closedReplyText(today)).toBe(
    'La boutique est fermée pour le moment. Vous pouvez quand même envoyer votre commande\u00a0: nous ouvrons aujourd’hui à 16\u00a0h et vous répondrons à ce moment-là.',
  );
  expect(AR.fn.closedReplyText({ isOpen: true, closes: '20:00' })).toBeNull();
  expect(FR.fn.closedReplyText({ isOpen: true, closes: '20:00' })).toBeNull();
});

test('weekdays come from Intl; the week table writes compact hours', () => {
  expect(AR.fn.weekdayNames.monday).toBe('الاثنين');
  expect(AR.fn.weekdayNames.friday).toBe('الجمعة');
  expect(FR.fn.weekdayNames.monday).toBe('Lundi');
  expect(FR.fn.weekdayNames.sunday).toBe('Dimanche');
  const day = [
    { opens: '10:00', closes: '14:00' },
    { opens: '16:30', closes: '24:00' },
  ];
  expect(EN.fn.intervals(day)).toBe('10:00am-2:00pm, 4:30pm-12:00am');
  expect(AR.fn.intervals(day)).toBe('10:00 ص – 2:00 م، 4:30 م – منتصف الليل');
  expect(FR.fn.intervals(day)).toBe('10\u00a0h – 14\u00a0h, 16\u00a0h\u00a030 – minuit');
});

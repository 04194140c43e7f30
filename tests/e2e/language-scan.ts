import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { LANGUAGE_NAMES } from '#shared/i18n/languages.ts';
import { productDescriptionPreview } from '#shared/product-display.ts';
import { gotoSettled } from './page-settled.ts';

/**
 * The scan behind languages.spec.ts: what a page in Arabic or French shows, less the names that
 * stay as they are (docs/decisions/120) and, on the storefront, a product's untranslated own text
 * (docs/decisions/181).
 */
const STAYS_LATIN = [
  // The reply texts' placeholders, typed by the owner exactly as they are.
  '{reference}',
  '{link}',
  // The shop's name and the social networks' own names.
  'Saadiyat Perfumes',
  'WhatsApp',
  'Instagram',
  'TikTok',
  'Facebook',
  // Keys and file formats keep their Latin names on every keyboard and in every form.
  'Enter',
  'WebP',
  'WebM',
  'JPEG',
  'PNG',
  'MP4',
  'CSV',
];

export const GUEST_ROUTES = [
  '/',
  '/about',
  '/location',
  '/contact',
  '/perfumes',
  '/explore-perfumes',
  '/cart',
  '/checkout',
  '/login',
  '/signup',
  '/403',
  '/orders',
  '/no-such-page',
];
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/settings',
  '/admin/team',
  '/admin/activity',
  '/admin/orders',
  '/admin/orders/print',
  '/account/orders',
];

/** Every text leaf of a catalogue, with its path ("nav.home"); functions are left out. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

/** English texts of several words the French catalogue words differently: none may show in French. */
const FRENCH = new Map(leaves(FR));
const ENGLISH_PHRASES = leaves(EN)
  .filter(([path, text]) => FRENCH.get(path) !== text && /\s/.test(text.trim()) && text.length >= 8)
  .map(([, text]) => text);

interface Readable {
  /** The page's own text: the shown text, the labels, alt texts and placeholders, the options. */
  text: string;
  /** Each text the page marks as being in another language (`lang`), as a whole. */
  marked: { lang: string; text: string }[];
}

/**
 * What a visitor reads or hears: the shown text, and the labels, alt texts, placeholders and the
 * choices of every list (a closed list's options are read out too). Text marked as another
 * language is set apart: the storefront checks it is what may be (untranslatedOnStorefront).
 */
async function readableText(page: Page): Promise<Readable> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const isOtherLanguage = (element: Element | null) => {
      const marked = element?.closest('[lang]');
      return (
        marked !== null &&
        marked !== undefined &&
        marked !== document.documentElement &&
        marked.getAttribute('lang') !== pageLanguage
      );
    };
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript') || isOtherLanguage(parent)) continue;
      const isOption = parent.closest('option') !== null && parent.closest('select')?.checkVisibility();
      if (!isOption && !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    // The outermost elements marked with another language than the page's, each as one text.
    const isMarked = (element: Element) =>
      element !== document.documentElement && element.getAttribute('lang') !== pageLanguage;
    const isShown = (element: Element) =>
      element.tagName === 'OPTION'
        ? Boolean(element.closest('select')?.checkVisibility())
        : element.checkVisibility();
    const marked = [...document.body.querySelectorAll('[lang]')]
      .filter(isMarked)
      .filter((element) => {
        const outer = element.parentElement?.closest('[lang]');
        return !outer || !isMarked(outer);
      })
      .filter(isShown)
      .map((element) => ({
        lang: element.getAttribute('lang') ?? '',
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      }))
      .filter((entry) => entry.text !== '');
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (isOtherLanguage(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return { text: parts.join('\n'), marked };
  });
}

interface ProductTexts {
  description: string;
  style: string | null;
  inspiredBy: string | null;
  topNotes: string[];
  heartNotes: string[];
  baseNotes: string[];
  [field: string]: unknown;
}

/**
 * What the storefront may show in English on an Arabic or French page: a product's own text that
 * has no translation in that language (no `<field>Ar` / `<field>Fr` beside it, or an empty one),
 * as the page shows it, and the languages' own names in the switcher. Built from the data's
 * shape, not from a list of words: a translated field shown in English, or a catalogue text
 * marked as English, is still found.
 */
export async function untranslatedOnStorefront(page: Page, language: 'ar' | 'fr'): Promise<Set<string>> {
  const products = (await (await page.request.get('/api/products')).json()) as ProductTexts[];
  const suffix = language === 'ar' ? 'Ar' : 'Fr';
  const allowed = new Set<string>(Object.values(LANGUAGE_NAMES));
  const whole = (text: string) => text.replace(/\s+/g, ' ').trim();
  for (const product of products) {
    const isUntranslated = (field: string) => !product[`${field}${suffix}`];
    if (isUntranslated('description')) {
      allowed.add(whole(product.description));
      allowed.add(whole(productDescriptionPreview(product.description)));
    }
    if (product.style && isUntranslated('style')) allowed.add(whole(product.style));
    if (product.inspiredBy && isUntranslated('inspiredBy')) allowed.add(whole(product.inspiredBy));
    for (const notes of ['topNotes', 'heartNotes', 'baseNotes'] as const) {
      if (product[notes].length > 0 && isUntranslated(notes)) allowed.add(product[notes].join(', '));
    }
  }
  return allowed;
}

/** What customers typed (names, addresses) and the owner's own area names: shown as written. */
export async function customerWords(page: Page): Promise<string[]> {
  const inbox = (await (await page.request.get('/api/admin/orders?page=1')).json()) as {
    orders: {
      customer: { name: string | null; address: string | null };
      discount: { code: string } | null;
    }[];
  };
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    delivery?: { areas: { names: Record<string, string> }[] };
  };
  return [
    // A discount code is written as the owner made it ("EID10"), whatever the page's language.
    ...inbox.orders.flatMap((order) => [
      order.customer.name ?? '',
      order.customer.address ?? '',
      order.discount?.code ?? '',
    ]),
    ...(settings.delivery?.areas ?? []).flatMap((area) => Object.values(area.names)),
  ].filter((word) => word.trim() !== '');
}

export async function namesThatStay(page: Page): Promise<string[]> {
  const products = (await (await page.request.get('/api/products')).json()) as {
    name: string;
    brand: string;
  }[];
  const brands = (await (await page.request.get('/api/brands')).json()) as { name: string }[];
  // The owner's own facts (street, town, region) are written once, in the owner's words.
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    shop: { street: string; town: string; region: string };
  };
  const { street, town, region } = settings.shop;
  const names = [
    ...products.flatMap((p) => [p.name, p.brand]),
    ...brands.map((b) => b.name),
    street,
    town,
    region,
    ...STAYS_LATIN,
  ];
  // Longest first, so "Oud Royale Intense" goes before "Oud Royale".
  return names.sort((a, b) => b.length - a.length);
}

/**
 * Opens a page once it has hydrated (the fixtures' `goto`) and every lazily loaded section and the
 * data it reads has arrived and rendered: the network quiet, the page idle (page-settled.ts).
 */
export async function settle(page: Page, url: string) {
  await gotoSettled(page, url);
  await expect(page.locator('main')).toBeVisible();
}

function withoutNames(text: string, names: readonly string[]): string {
  // Emails, web addresses and order references (six Latin letters and digits, as the spec shows
  // them) are what they are in any language.
  let rest = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/(https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w-]+\.(com|me)\b\S*/g, ' ')
    .replace(/\b[2-9A-HJKMNP-Z]{6}\b/g, ' ');
  // Brand names may show in capitals (CSS): compared without case.
  for (const name of names)
    rest = rest.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  return rest;
}

export async function englishOn(
  page: Page,
  language: 'ar' | 'fr',
  names: readonly string[],
  untranslated: ReadonlySet<string> | null = null,
): Promise<string[]> {
  const readable = await readableText(page);
  const text = withoutNames(readable.text, names);
  // On the storefront, what is marked as English must be a product's untranslated text.
  const wronglyMarked = untranslated
    ? readable.marked
        .filter((entry) => entry.lang === 'en' && !untranslated.has(entry.text))
        .map((entry) => `marked English: ${entry.text}`)
    : [];
  if (wronglyMarked.length > 0) return wronglyMarked;
  if (language === 'ar') {
    // Arabic pages: any Latin word left is English that escaped translation.
    return [...new Set(text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [])];
  }
  return ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
}

/** A guest's order placed through the API, as the checkout would: its private tracking page. */
export async function trackingPagePath(page: Page, baseURL: string | undefined): Promise<string> {
  const products = (await (await page.request.get('/api/products')).json()) as { id: string }[];
  const product = products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  const response = await page.request.post('/api/placed-orders', {
    data: {
      idempotencyKey: randomUUID(),
      items: [{ productId: product.id, selectedSizes: [{ size: '50', quantity: 1 }] }],
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);
  const { trackingToken } = (await response.json()) as { trackingToken: string };
  return `/track/${trackingToken}`;
}

export async function productPath(page: Page): Promise<string> {
  const products = (await (await page.request.get('/api/products')).json()) as { path: string }[];
  const first = products[0];
  if (!first) throw new Error('the demo catalogue is empty');
  return first.path;
}

import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { LANGUAGE_NAMES } from '#shared/i18n/languages.ts';
import { productDescriptionPreview } from '#shared/product-display.ts';
import { createPerfume, E2E_ADMIN, test } from './fixtures.ts';

/**
 * Every route in Arabic and in French, as a guest and as the owner: no English may show but the
 * names that stay as they are (docs/decisions/120).
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

const GUEST_ROUTES = [
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
const ADMIN_ROUTES = [
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
async function untranslatedOnStorefront(page: Page, language: 'ar' | 'fr'): Promise<Set<string>> {
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
async function customerWords(page: Page): Promise<string[]> {
  const inbox = (await (await page.request.get('/api/admin/orders?page=1')).json()) as {
    orders: { customer: { name: string | null; address: string | null } }[];
  };
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    delivery?: { areas: { names: Record<string, string> }[] };
  };
  return [
    ...inbox.orders.flatMap((order) => [order.customer.name ?? '', order.customer.address ?? '']),
    ...(settings.delivery?.areas ?? []).flatMap((area) => Object.values(area.names)),
  ].filter((word) => word.trim() !== '');
}

async function namesThatStay(page: Page): Promise<string[]> {
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

async function settle(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('load');
  // The lazily loaded sections and the data they read.
  await page.waitForTimeout(1200);
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

async function englishOn(
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
async function trackingPagePath(page: Page, baseURL: string | undefined): Promise<string> {
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

async function productPath(page: Page): Promise<string> {
  const products = (await (await page.request.get('/api/products')).json()) as { path: string }[];
  const first = products[0];
  if (!first) throw new Error('the demo catalogue is empty');
  return first.path;
}

for (const language of ['ar', 'fr'] as const) {
  test.describe(`in ${language}`, () => {
    // The visitor's browser reads the language too: no notice offers another one.
    test.use({ locale: language === 'ar' ? 'ar-LB' : 'fr-LB' });

    test(`every guest route in ${language} shows no English`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const names = await namesThatStay(page);
      const untranslated = await untranslatedOnStorefront(page, language);
      const routes = [...GUEST_ROUTES, await productPath(page), await trackingPagePath(page, baseURL)];
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await settle(page, `/${language}${route === '/' ? '/' : route}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        const english = await englishOn(page, language, names, untranslated);
        if (english.length > 0) found[route] = english;
      }
      expect(found).toEqual({});
    });

    test(`every admin route in ${language} shows no English`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const login = await page.request.post('/api/auth/login', {
        data: E2E_ADMIN,
        headers: { origin: baseURL ?? '' },
      });
      expect(login.ok()).toBe(true);
      // The header greets the owner by the start of their email; the activity log names the products
      // it was about, some since deleted by other journeys.
      const activity = (await (await page.request.get('/api/admin/activity?page=1')).json()) as {
        entries: { subject: string }[];
      };
      const names = [
        E2E_ADMIN.email,
        E2E_ADMIN.email.split('@')[0] ?? '',
        ...activity.entries.map((entry) => entry.subject),
        ...(await customerWords(page)),
        ...(await namesThatStay(page)),
      ].sort((a, b) => b.length - a.length);
      const found: Record<string, string[]> = {};
      for (const route of ADMIN_ROUTES) {
        await settle(page, `/${language}${route}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const english = await englishOn(page, language, names);
        if (english.length > 0) found[route] = english;
      }
      expect(found).toEqual({});
    });
  });
}

test('the switcher keeps the page, the query and the cart, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/perfumes?gender=women');
  // The header's menu (the footer lists the languages too).
  const header = page.getByRole('banner');
  await header.locator('summary', { hasText: 'English' }).click();
  await header.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/perfumes\?gender=women$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => window.localStorage.getItem('shop-language'))).toBe('ar');
  // Links inside the app keep the language.
  await page
    .getByRole('navigation', { name: AR.nav.mainNavigation })
    .getByRole('link', { name: AR.nav.about })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.getByRole('heading', { name: AR.about.storyTitle })).toBeVisible();
  await header.locator('summary', { hasText: 'العربية' }).click();
  await header.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** The page is no wider than the window: nothing of the header is pushed out of sight. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('on a tablet the header still has the languages, behind a globe that reads out the current one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/fr/contact');
  const header = page.getByRole('banner');
  const summary = header.locator('summary');
  await expect(summary).toBeVisible();
  // The name is not drawn at this width, but it is still what the control says.
  await expect(summary).toHaveText(/Langue\s*:\s*Français/);
  await expect(summary.locator('svg')).toBeVisible();
  expect((await summary.boundingBox())?.width).toBeLessThan(60);
  // The links, the globe and the cart fit beside the shop's name in the longest of the languages.
  await expectNoSidewaysScroll(page, 768);
  await expect(header.getByTestId('cart-count')).toBeInViewport();
  await summary.click();
  await header.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the owner’s longer header wraps its links on a tablet and a laptop instead of running off the side', async ({
  page,
  admin: _admin,
}) => {
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    for (const base of ['', '/fr', '/ar']) {
      await page.goto(`${base}/about`);
      await expect(page.getByRole('banner').getByRole('link', { name: /Admin|لوحة الإدارة/ })).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await expect(page.getByRole('banner').getByTestId('cart-count')).toBeInViewport();
    }
  }
});

test.describe('a visitor whose browser reads Arabic', () => {
  test.use({ locale: 'ar-LB' });

  test('is offered Arabic on an English page, never redirected, and can dismiss the offer', async ({
    page,
  }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/about$/);
    const notice = page.getByTestId('language-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('lang', 'ar');
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/ar/about');
    await notice.getByRole('button').click();
    await expect(notice).toBeHidden();
    await page.reload();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('language-notice')).toBeHidden();
  });
});

test('a cart filled in English names its perfumes in Arabic once the visitor reads Arabic', async ({
  page,
  baseURL,
}) => {
  // A perfume the owner also named in Arabic; the newest, so the first card of the collection.
  await createPerfume(page, baseURL, { name: 'Amber Veil', nameAr: 'وشاح العنبر' });

  await page.goto('/perfumes');
  const card = page.getByTestId('product-card').first();
  await expect(card.getByRole('heading', { name: 'Amber Veil' })).toBeVisible();
  await card.getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/ar/cart');
  await expect(page.getByText('وشاح العنبر')).toBeVisible();
  await expect(page.getByText('Amber Veil')).toHaveCount(0);
});

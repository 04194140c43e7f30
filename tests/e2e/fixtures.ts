import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { HYDRATED_ATTRIBUTE, SCRIPTS_ON_INTERACTION_ID } from '#shared/public-config.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { type ShopServer, startWorkerShop } from './shop-server.ts';

export { E2E_ADMIN };

let counter = 0;
/** A fresh email per test, so browser tests never share an account. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}

/** A perfume bottle on a plain studio backdrop, as a real PNG. */
export function bottlePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="100%" height="100%" fill="#f1efea"/>
    <rect x="120" y="170" width="160" height="190" rx="24" fill="#7b3f1d"/>
    <rect x="180" y="120" width="40" height="55" fill="#c9a34e"/>
    <rect x="160" y="70" width="80" height="55" rx="8" fill="#c9a34e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** From /perfumes, adds the product named so to the cart (which was empty) and opens the cart page. */
export async function addToEmptyCartAndOpen(page: Page, productName: string): Promise<void> {
  await page.goto(PATHS.perfumes);
  await page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: productName, exact: true }) })
    .getByRole('button', { name: EN.product.addToCart })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(PATHS.cart);
}

/**
 * Today, at 10:00 UTC (noon or 1 pm in Beirut): the shop's first hours are open then every day of
 * the week, so a message built in the browser has no "Sent while the shop is closed" line,
 * whatever time the tests run at. Pass it to `page.clock.install({ time })`.
 */
export function openMomentToday(): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(new Date());
  return new Date(`${today}T10:00:00Z`);
}

interface Account {
  email: string;
  password: string;
}

/** The password of the customers the fixtures sign up. */
export const CUSTOMER_PASSWORD = 'musk-and-amber-77';

/** Signs the page's browser context in (its cookies), through the API as the login form would. */
export async function signInThroughApi(
  page: Page,
  baseURL: string | undefined,
  account: Account,
): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
}

/** Moves the pointer over the page, as a visitor's mouse does: an act that starts a waiting page. */
export async function movePointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(4, 4);
}

/**
 * Waits until the shop's page has hydrated (the browser's first render committed, the layout marks
 * `<html data-hydrated>`): before then the server's HTML shows, but a click or a choice in a select
 * has no handler yet. A document that is not the shop's (no `#root`) is not waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  // A guest's collection or product page starts its scripts on the visitor's first act (ADR 222):
  // the pointer moving over the page is one.
  if ((await page.locator(`#${SCRIPTS_ON_INTERACTION_ID}`).count()) > 0) await movePointer(page);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
}

/**
 * The journeys' starting points, as Playwright fixtures: ask for one in a test's arguments and the
 * page starts that way.
 * - `shop` (one per worker): the worker's own shop, which `baseURL` points at;
 * - `page`: its `goto` and `reload` return once the page has hydrated (waitForHydration), so a
 *   journey interacts with the page only when it answers;
 * - `customer`: a fresh customer account, signed in (sign-up through the API);
 * - `admin`: the shop's admin (E2E_ADMIN), signed in;
 * - `guestCart`: a guest whose cart holds one perfume (added from /perfumes), named here.
 */
/**
 * The worker's own shop (tests/e2e/shop-server.ts), which `baseURL` points at: pages exactly as the
 * browser gives them, without waiting for hydration: for journeys without JavaScript, and those
 * that watch the page's first load and hydration themselves.
 */
export const testAsLoaded = base.extend<object, { shop: ShopServer }>({
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      const shop = await startWorkerShop();
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.url);
  },
});

export const test = testAsLoaded.extend<{
  customer: Account;
  admin: Account;
  guestCart: { productName: string };
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  customer: async ({ page, baseURL }, use) => {
    const account = { email: uniqueEmail('customer'), password: CUSTOMER_PASSWORD };
    const response = await page.request.post('/api/auth/sign-up', {
      data: account,
      headers: { origin: baseURL ?? '' },
    });
    expect(response.status()).toBe(201);
    await use(account);
  },
  admin: async ({ page, baseURL }, use) => {
    await signInThroughApi(page, baseURL, E2E_ADMIN);
    await use(E2E_ADMIN);
  },
  guestCart: async ({ page }, use) => {
    await page.goto(PATHS.perfumes);
    const card = page.getByTestId('product-card').first();
    const productName = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('button', { name: EN.product.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await use({ productName });
  },
});

/**
 * The WhatsApp text as a reader sees it: a name that runs against the message sits in invisible
 * Unicode isolates (docs/decisions/181), which the English spec's text leaves out.
 */
export function withoutIsolates(text: string | null): string | null {
  return text === null ? null : text.replace(/[\u2066-\u2069]/g, '');
}

/** The test machine has no internet: the map embed and WhatsApp answer with a stand-in page. */
export async function stubOutsideWorld(context: BrowserContext): Promise<void> {
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** A perfume made through the admin API (real upload, real variants and preview). */
export async function createPerfume(
  page: Page,
  baseURL: string | undefined,
  fields: Record<string, string>,
  size = 800,
): Promise<Product> {
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#f1efea"/><rect x="${size * 0.3}" y="${size * 0.4}" width="${size * 0.4}" height="${size * 0.5}" rx="20" fill="#7b3f1d"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const response = await page.request.post('/api/admin/products', {
    headers: { origin: baseURL ?? '' },
    multipart: {
      description: 'Smoky oud with a rose heart.',
      brand: 'Lattafa',
      category: 'unisex',
      ...fields,
      image: { name: 'bottle.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(response.status()).toBe(201);
  const product = (await response.json()) as Product;
  await page.request.post('/api/auth/logout', { headers: { origin: baseURL ?? '' } });
  await page.context().clearCookies();
  return product;
}

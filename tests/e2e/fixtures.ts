import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';

/** The admin account the browser tests' server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@saadiyat-perfumes.test', password: 'gold-and-oud-2026' } as const;

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
    .getByRole('button', { name: MESSAGES.product.addToCart })
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

/**
 * The WhatsApp text as a reader sees it: the names, sizes, counts and prices sit in invisible
 * Unicode isolates (docs/decisions/123), which the English spec's text leaves out.
 */
export function withoutIsolates(text: string | null): string | null {
  return text === null ? null : text.replace(/[\u2066-\u2069]/g, '');
}

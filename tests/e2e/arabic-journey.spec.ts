import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { openMomentToday, stubOutsideWorld, test } from './fixtures.ts';
import { type RequestWatch, watchRequests } from './page-settled.ts';

/**
 * A guest shopping in Arabic on a phone (docs/decisions/120-123): right to left, Arabic texts,
 * the WhatsApp message in Arabic, marked where it mixes directions. Screenshots for a person to look at are saved in
 * test-results/arabic-phone/.
 */
const SHOTS = path.join(import.meta.dirname, '../../test-results/arabic-phone');
const PHONE = { width: 390, height: 844 };

/** Elements sticking out of the viewport sideways, outside any box that clips them. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'hidden' || overflow === 'auto' || overflow === 'scroll' || overflow === 'clip')
          return true;
      }
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !isClipped(element)) {
        out.push(
          `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return out;
  });
}

/** Checks the page once it has settled: its fonts, pictures and lazily loaded parts are in. */
async function check(page: Page, requests: RequestWatch, name: string) {
  await requests.settled();
  expect(await overflowing(page), `${name}: nothing overflows a 390 px screen`).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `${name}: axe finds no serious or critical issue`).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test.use({ viewport: PHONE, locale: 'ar-LB' });

test('a guest browses, filters, adds, picks sizes, checks out and sends the order in Arabic', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: openMomentToday() });
  await stubOutsideWorld(context);
  const requests = watchRequests(page);
  const products = (await (await page.request.get('/api/products')).json()) as {
    name: string;
    nameAr: string | null;
    category: string;
  }[];
  const perfume = products.find((p) => p.category === 'women');
  if (!perfume) throw new Error('the demo catalogue has no perfume for women');
  // The Arabic pages, the cart and the message name it in Arabic where the shop does.
  const women = { name: perfume.nameAr ?? perfume.name };

  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: AR.home.exploreCollection })).toBeVisible();
  await check(page, requests, 'home');

  await page.getByRole('link', { name: AR.home.exploreCollection }).click();
  await expect(page).toHaveURL(/\/ar\/explore-perfumes$/);
  // The address changes before the page's chunk has come; the menu closes when the page arrives.
  await expect(page.getByRole('heading', { level: 1, name: AR.explore.title })).toBeVisible();
  // The phone's menu leads on to the perfumes, still in Arabic.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: AR.nav.perfumes, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/perfumes$/);
  await page.getByTestId('filters-toggle').click();
  await page.getByLabel(AR.perfumes.gender).selectOption('women');
  await expect(page).toHaveURL(/\/ar\/perfumes\?.*gender=women/);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: women.name, exact: true }) });
  await expect(card).toBeVisible();
  await check(page, requests, 'perfumes');
  await card.getByRole('button', { name: AR.product.addToCart }).click();
  await expect(page.getByText(AR.cart.added)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/ar/cart');
  const item = page.getByTestId('cart-item');
  await item.getByRole('button', { name: `${AR.cart.size100} - ${AR.fn.dollars(1000)}` }).click();
  await item.getByRole('button', { name: `${AR.cart.size100} - ${AR.fn.dollars(1000)}` }).click();
  await item.getByRole('button', { name: `${AR.cart.size50} - ${AR.fn.dollars(600)}` }).click();
  await expect(page.getByTestId('cart-total')).toContainText(AR.fn.dollars(2600));
  await check(page, requests, 'cart');

  await page.getByRole('button', { name: AR.cart.checkout }).click();
  await page.getByRole('dialog').getByRole('button', { name: AR.cart.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  await expect(page.getByText(AR.checkout.paymentMethod)).toBeVisible();
  await check(page, requests, 'checkout');

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: AR.checkout.send }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  const lines = text.split('\n');
  expect(lines[0]).toBe(AR.orderMessage.greeting);
  // Only what needs it carries an invisible character, never the reference or an amount
  // (docs/decisions/181): a left-to-right mark between two spaces, an isolate around a Latin name.
  expect(lines[1]).toMatch(new RegExp(`^${AR.orderMessage.reference} \u200e [2-9A-HJKMNP-Z]{6}$`));
  const name = /[A-Za-z]/.test(women.name) ? `\u2068${women.name}\u2069` : women.name;
  expect(lines).toContain(`• ${name} (${AR.perfumes.genders.women})`);
  expect(lines).toContain(`  - ${AR.checkout.units100} × 2 = \u200e ${AR.fn.dollars(2000)}`);
  expect(lines).toContain(`  - ${AR.checkout.units50} × 1 = \u200e ${AR.fn.dollars(600)}`);
  expect(lines.at(-1)).toBe(`${AR.orderMessage.total}: \u200e ${AR.fn.dollars(2600)}`);
});

test('the brand strip drags the natural way in right-to-left: a drag to the right brings the next brands', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/');
  const strip = page.getByTestId('brand-carousel');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.locator('li').first()).toBeVisible();
  const box = await strip.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - 300;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const before = Number(await strip.getAttribute('data-index'));
  // In Arabic the strip reads right to left: its next cards wait on the left, and come in when
  // the hand moves right.
  for (let moved = 0; moved <= 650; moved += 30) {
    await page.mouse.move(x + moved, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.move(x + 650, y);
  await page.waitForTimeout(250);
  await page.mouse.up();
  await expect.poll(async () => Number(await strip.getAttribute('data-index'))).toBe(before + 2);
  // The keyboard follows the reading direction too: the left arrow goes on.
  await strip.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Number(await strip.getAttribute('data-index'))).toBe(before + 3);
  await expect(page).toHaveURL(/\/ar\/$/);
});

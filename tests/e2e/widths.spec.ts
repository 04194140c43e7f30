import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { type Language, localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { E2E_ADMIN, test, waitForHydration } from './fixtures.ts';

/**
 * Phone to wide desktop, in the three languages, with prices in dollars and LBP: nothing is cut
 * off or runs past its box, no "·" starts a line, and the header keeps one row from 1024 px with
 * a search one can type in. Screenshots in test-results/widths/ for a person to look over.
 */
// Each test sets up what it needs on its worker's own shop and puts back what it changed: the six
// may run on both workers. Run last of all (the files run in name order), they would otherwise keep
// one worker busy for two minutes while the other has nothing left.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [320, 360, 768, 1024, 1280, 1440] as const;
const LANGUAGES: readonly Language[] = ['en', 'ar', 'fr'];
const SHOTS = 'test-results/widths';

/** Where text is clipped or overflows, and dots that start a line; empty when all is well. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`page scrolls sideways: ${root.scrollWidth}px`);
    const boxes = document.querySelectorAll(
      'header, footer, [data-testid="product-card"], [data-testid="cart-item"], [data-testid="cart-total"]',
    );
    for (const box of boxes) {
      const outer = box.getBoundingClientRect();
      if (outer.width === 0) continue;
      for (const el of [box, ...box.querySelectorAll('*')]) {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || style.visibility === 'hidden' || el.closest('.sr-only, [aria-hidden="true"]'))
          continue;
        if (el.closest('.dotted-wrap') && el !== el.closest('.dotted-wrap')) continue;
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
        // A cut-short text on purpose names itself whole in its title (the greeting).
        if (
          clips &&
          el.scrollWidth > el.clientWidth + 1 &&
          !el.hasAttribute('title') &&
          !['IMG', 'VIDEO', 'svg'].includes(el.tagName)
        )
          problems.push(`clipped: ${name(el)} (${el.scrollWidth} > ${el.clientWidth})`);
        if (
          box.tagName !== 'HEADER' &&
          box.tagName !== 'FOOTER' &&
          (rect.left < outer.left - 1 || rect.right > outer.right + 1)
        )
          problems.push(`runs out of its card: ${name(el)}`);
      }
    }
    // A wrapped item's "·" must be clipped away, outside its box, never at the start of a line.
    for (const wrap of document.querySelectorAll('.dotted-wrap')) {
      const outer = wrap.getBoundingClientRect();
      const items = [...(wrap.querySelector('.dotted-row')?.children ?? [])];
      items.forEach((item, index) => {
        const previous = items[index - 1];
        const dot = item.querySelector(':scope > .dotted-dot');
        if (!previous || !dot) return;
        const isNewLine =
          Math.abs(item.getBoundingClientRect().top - previous.getBoundingClientRect().top) > 2;
        const d = dot.getBoundingClientRect();
        const isShown = d.right > outer.left + 0.5 && d.left < outer.right - 0.5;
        if (isNewLine && isShown) problems.push(`a line starts with "·": ${name(item)}`);
      });
    }
    return problems;
  });
}

/** The header's row: every shown link and button on one line, the bar no taller than one. */
async function headerRows(page: Page): Promise<number> {
  return page.getByTestId('header-row').evaluate((nav) => {
    const tops = new Set<number>();
    for (const el of nav.querySelectorAll(':scope > *, :scope > ul > li, :scope > div > *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      tops.add(Math.round((rect.top + rect.bottom) / 2 / 12));
    }
    return tops.size;
  });
}

async function withLbpShown(context: BrowserContext, baseURL: string | undefined, run: () => Promise<void>) {
  const headers = { origin: baseURL ?? '' };
  expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN, headers })).ok()).toBe(true);
  const saved = (await (await context.request.get('/api/settings')).json()) as ShopSettings;
  const put = (prices: ShopSettings['prices']) =>
    context.request.put('/api/admin/settings/prices', { data: prices, headers });
  expect((await put({ ...saved.prices, isLbpShown: true, lbpPerUsd: 89_500 })).ok()).toBe(true);
  await context.request.post('/api/auth/logout', { headers });
  await context.clearCookies();
  try {
    await run();
  } finally {
    expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN, headers })).ok()).toBe(true);
    expect((await put(saved.prices)).ok()).toBe(true);
    await context.clearCookies();
  }
}

for (const language of LANGUAGES) {
  test(`${language}: cards and the cart fit every width with LBP prices; a guest's header is one row from 1024 px`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const m = catalogueFor(language);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const open = async (path: string) => {
      await page.goto(localizedPath(language, path));
      await waitForHydration(page);
    };
    await withLbpShown(context, baseURL, async () => {
      await open(PATHS.perfumes);
      const card = page.getByTestId('product-card').first();
      await card.getByRole('button', { name: m.product.addToCart }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await open(PATHS.cart);
      await page
        .getByTestId('cart-item')
        .getByRole('button', { name: new RegExp(`^${m.cart.size100}`) })
        .click();
      await page.getByRole('button', { name: `${m.cart.increase}, ${m.cart.size100}` }).click();
      // A guest who sent an order before: "Your orders" joins the header.
      await page.evaluate(() => {
        const order = {
          reference: 'K7M4QX',
          trackingToken: 'x'.repeat(43),
          createdAt: new Date().toISOString(),
          totalCents: 1000,
          items: [],
        };
        window.localStorage.setItem('recentOrders', JSON.stringify([order]));
      });

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const [label, path] of [
          ['perfumes', PATHS.perfumes],
          ['cart', PATHS.cart],
        ] as const) {
          await open(path);
          if (label === 'perfumes')
            await expect(page.getByTestId('card-prices').first()).toContainText(/LBP|ل\.ل\.|L\.L\./);
          else await expect(page.getByTestId('line-price')).toHaveText(/LBP|ل\.ل\.|L\.L\./);
          await page.screenshot({ path: `${SHOTS}/${language}-${width}-${label}.png` });
          expect(await layoutProblems(page), `${language} ${label} at ${width} px`).toEqual([]);
        }
        if (width >= 1024) {
          await expect(
            page.getByTestId('header-row').getByRole('link', { name: m.nav.yourOrders }),
          ).toBeVisible();
          expect(await headerRows(page), `${language} header at ${width} px`).toBe(1);
        }
      }
    });
    await context.close();
  });
}

for (const language of LANGUAGES) {
  test(`${language}: the owner's header keeps one row from 1024 px, its search usable at every width`, async ({
    page,
    admin: _admin,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const m = catalogueFor(language);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizedPath(language, PATHS.about));
      const row = page.getByTestId('header-row');
      await expect(row.getByRole('button', { name: m.nav.logout })).toBeVisible();
      await expect(row.getByRole('link', { name: m.nav.admin, exact: true })).toBeVisible();
      expect(await headerRows(page), `${language} owner's header at ${width} px`).toBe(1);
      expect(await layoutProblems(page), `${language} owner's header at ${width} px`).toEqual([]);
      if (width < 1280) await row.getByTestId('search-toggle').click();
      const field = page.getByRole('search').getByLabel(m.nav.search);
      await expect(field).toBeVisible();
      expect((await field.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
      await page.screenshot({ path: `${SHOTS}/${language}-${width}-owner-header.png` });
      await field.fill('oud');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/perfumes\?q=oud$/);
    }
  });
}

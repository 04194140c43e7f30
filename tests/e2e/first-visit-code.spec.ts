import { expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { test, waitForHydration } from './fixtures.ts';

/**
 * A first visit runs no validation code: zod and the cart's schemas load only in a browser that
 * has a cart stored, to read it back (docs/decisions/207). zod's schema classes keep their names in
 * the built code ("$ZodType"), which is how a loaded script is recognised as zod.
 */

async function scriptsWithZod(page: Page): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const withZod: string[] = [];
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    if (text.includes('$ZodType')) withZod.push(new URL(url).pathname);
  }
  return withZod;
}

/** Waits until the scripts the page fetched have stopped changing (its deferred parts loaded). */
async function settledScripts(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
      const isSame = count === last;
      last = count;
      return isSame;
    })
    .toBe(true);
}

test('a first visit loads no validation code, adding to the empty cart needs none, and a stored cart is read checked', async ({
  page,
}) => {
  for (const path of [PATHS.home, PATHS.perfumes, '/ar/']) {
    await page.goto(path);
    await waitForHydration(page);
    await settledScripts(page);
    expect(await scriptsWithZod(page), path).toEqual([]);
  }

  await page.goto(PATHS.perfumes);
  await waitForHydration(page);
  await page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await settledScripts(page);
  expect(await scriptsWithZod(page)).toEqual([]);

  // The next page finds a cart stored: it is read back, checked, and counted in the header.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await settledScripts(page);
  expect((await scriptsWithZod(page)).length).toBeGreaterThan(0);

  // A stored cart that is not a cart reads as empty, checked the same way.
  await page.evaluate(() => window.localStorage.setItem('guestCart', '[{"productId":42}]'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

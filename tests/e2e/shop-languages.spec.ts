import { expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { PATHS } from '#shared/paths.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { test } from './fixtures.ts';

const M = EN.adminSettings;
const ARABIC_BANNER = 'توصيل مجاني لكل لبنان هذا الأسبوع';
const ARABIC_TAGLINE = 'عطور عربية وعود أصيل ومسك، من السعديات إلى كل بيت';

/** The banner and the hero's tagline as a visitor reads them (the tagline typed out at once). */
async function expectFrontPage(page: Page, banner: string, tagline: string) {
  await expect(page.getByRole('complementary', { name: banner })).toBeVisible();
  await expect(page.getByTestId('hero-tagline')).toHaveText(tagline);
}

test('the owner writes an Arabic banner and tagline; /ar/ shows them, / keeps the English ones', async ({
  page,
  admin: _admin,
  baseURL,
}) => {
  const saved: ShopSettings = await (await page.request.get('/api/settings')).json();
  try {
    await page.goto(PATHS.adminSettings);
    const shop = page.getByRole('region', { name: M.shop.title });
    const arabicBanner = shop.getByLabel(M.shop.bannerTextAr);
    // Typed in its own direction.
    await expect(arabicBanner).toHaveAttribute('dir', 'rtl');
    await arabicBanner.fill(ARABIC_BANNER);
    await shop.getByLabel(M.shop.taglineAr).fill(ARABIC_TAGLINE);
    await shop.getByRole('button', { name: M.save }).click();
    await expect(shop.getByRole('status')).toHaveText(M.saved);

    // A visitor's fresh pages, typing skipped (reduced motion).
    const visitor = await page.context().browser()?.newContext({ reducedMotion: 'reduce' });
    if (!visitor) throw new Error('no browser');
    const guest = await visitor.newPage();
    await guest.goto('/ar/');
    await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectFrontPage(guest, ARABIC_BANNER, ARABIC_TAGLINE);
    await guest.goto(PATHS.home);
    await expectFrontPage(guest, saved.shop.bannerText, saved.shop.tagline);
    // No French given: the French page keeps the shop's own French wording.
    await guest.goto('/fr/');
    await expectFrontPage(guest, FR.banner, FR.home.tagline);
    // The server's first HTML already says it, before any script.
    const html = await (await guest.request.get('/ar/')).text();
    expect(html).toContain(ARABIC_BANNER);
    await visitor.close();
  } finally {
    const response = await page.request.put('/api/admin/settings/shop', {
      data: saved.shop,
      headers: { origin: baseURL ?? '' },
    });
    expect(response.ok()).toBe(true);
  }
});

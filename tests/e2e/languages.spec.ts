import { expect, type Page } from '@playwright/test';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { createPerfume, E2E_ADMIN, test } from './fixtures.ts';
import {
  ADMIN_ROUTES,
  customerWords,
  englishOn,
  GUEST_ROUTES,
  namesThatStay,
  productPath,
  settle,
  trackingPagePath,
  untranslatedOnStorefront,
} from './language-scan.ts';
import { watchRequests } from './page-settled.ts';

/**
 * Every route in Arabic and in French, as a guest and as the owner: no English may show but the
 * names that stay as they are (docs/decisions/120, language-scan.ts).
 */
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
  const summary = header.locator('summary', { hasText: 'Langue' });
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
    // The notice would come after the page's ready mark, with its texts (a chunk of their own):
    // once the reloaded page has settled it can no longer turn up.
    const requests = watchRequests(page);
    await page.reload();
    await requests.settled();
    requests.stop();
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

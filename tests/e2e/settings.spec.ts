import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { E2E_ADMIN, test, uniqueEmail, withoutIsolates } from './fixtures.ts';

const M = EN.adminSettings;

async function logIn(request: APIRequestContext, baseURL: string | undefined, account = E2E_ADMIN) {
  const response = await request.post('/api/auth/login', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
}

async function currentSettings(request: APIRequestContext): Promise<ShopSettings> {
  const response = await request.get('/api/settings');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The other journeys expect the first settings: each test here puts back what it changed. */
async function restore(request: APIRequestContext, baseURL: string | undefined, saved: ShopSettings) {
  for (const section of ['shop', 'hours', 'prices', 'social'] as const) {
    const response = await request.put(`/api/admin/settings/${section}`, {
      data: saved[section],
      headers: { origin: baseURL ?? '' },
    });
    expect(response.ok()).toBe(true);
  }
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

test('the admin changes the WhatsApp number and Saturday hours; the storefront shows them without a restart', async ({
  page,
  baseURL,
}) => {
  await logIn(page.request, baseURL);
  const saved = await currentSettings(page.request);
  try {
    await page.goto(PATHS.admin);
    await page.getByRole('link', { name: M.nav.settings }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);

    const shop = section(page, M.shop.title);
    await shop.getByLabel(M.shop.whatsAppPhone).fill('+961 3 555 777');
    await shop.getByRole('button', { name: M.save }).click();
    await expect(shop.getByRole('status')).toHaveText(M.saved);

    const hours = section(page, M.hours.title);
    await hours.getByLabel(`Saturday ${M.hours.opens} 1`).fill('12:00');
    await hours.getByLabel(`Saturday ${M.hours.closes} 1`).fill('22:30');
    await hours.getByRole('button', { name: M.save }).click();
    await expect(hours.getByRole('status')).toHaveText(M.saved);

    // A wrong value says which field and changes nothing.
    await shop.getByLabel(M.shop.latitude).fill('200');
    await shop.getByRole('button', { name: M.save }).click();
    await expect(shop.getByRole('alert')).toContainText(`${M.shop.latitude}: Between -90 and 90.`);
    expect((await currentSettings(page.request)).shop.latitude).toBe(saved.shop.latitude);

    // A visitor's fresh page (another browser context) shows the new values.
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    const guest = await visitor.newPage();
    await guest.goto(PATHS.contact);
    await expect(guest.getByRole('link', { name: new RegExp(EN.contact.whatsappTitle) })).toHaveAttribute(
      'href',
      'https://wa.me/9613555777',
    );
    await expect(
      guest.getByRole('list', { name: EN.footer.social }).getByRole('link', { name: 'WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/9613555777');
    await guest.goto(PATHS.location);
    await expect(guest.getByRole('definition').filter({ hasText: '12:00pm-10:30pm' })).toHaveCount(1);

    await guest.goto(PATHS.home);
    const store = await guest
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
      );
    expect(store[0]?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '12:00',
      closes: '22:30',
    });
    await visitor.close();
  } finally {
    await restore(page.request, baseURL, saved);
  }
});

test('an admin promotes a customer after confirming, and the customer then reaches /admin', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = { email: uniqueEmail('helper'), password: 'a-long-enough-secret' };
  const customerContext = await browser.newContext();
  const signUp = await customerContext.request.post('/api/auth/sign-up', {
    data: customer,
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok()).toBe(true);
  const customerPage = await customerContext.newPage();
  await customerPage.goto(PATHS.admin);
  await expect(customerPage).toHaveURL(/\/403$/);

  await logIn(page.request, baseURL);
  await page.goto(PATHS.adminTeam);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText(M.team.roles.user);
  await row.getByRole('button', { name: new RegExp(M.team.promote) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(M.team.confirmPromote(customer.email));
  await dialog.getByRole('button', { name: M.team.confirm }).click();
  await expect(page.getByRole('status')).toHaveText(M.team.changed);
  await expect(row).toContainText(M.team.roles.admin);

  await customerPage.goto(PATHS.admin);
  await expect(customerPage.getByRole('heading', { level: 1, name: EN.admin.title })).toBeVisible();

  await page.goto(PATHS.adminActivity);
  await expect(page.getByTestId('activity-row').first()).toContainText(
    `${M.activity.kinds.role}: ${customer.email}`,
  );
  await customerContext.close();
});

/** Sunday 25 January 2026, 21:30 in Beirut: the shop closed at 6 pm and opens Monday at 10 am. */
const SUNDAY_EVENING = new Date('2026-01-25T19:30:00Z');

async function guestCartWith(page: Page, productName: string, size: string) {
  await page.goto(PATHS.perfumes);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: productName, exact: true }) });
  await card.getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(PATHS.cart);
  const item = page.getByTestId('cart-item').filter({ hasText: productName });
  await item.getByRole('button', { name: new RegExp(`^${size} ml - `) }).click();
  return item;
}

test('with LBP on and the shop closed, the cart, the checkout and the message say so, to the new number', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext();
  await logIn(owner.request, baseURL);
  const saved = await currentSettings(owner.request);
  try {
    const put = (section: string, data: unknown) =>
      owner.request.put(`/api/admin/settings/${section}`, { data, headers: { origin: baseURL ?? '' } });
    expect((await put('prices', { ...saved.prices, isLbpShown: true, lbpPerUsd: 89_500 })).ok()).toBe(true);
    expect((await put('shop', { ...saved.shop, whatsAppPhone: '96171222333' })).ok()).toBe(true);

    await page
      .context()
      .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    await page.clock.install({ time: SUNDAY_EVENING });
    const [product] = (await (await page.request.get('/api/products')).json()) as { name: string }[];
    if (!product) throw new Error('no product');
    const item = await guestCartWith(page, product.name, '100');
    await expect(item.getByRole('button', { name: '100 ml - $10.00 · 895,000 LBP' })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(`${EN.cart.total}: $10.00 · 895,000 LBP`);
    await expect(page.getByTestId('open-now')).toHaveText('Closed · opens tomorrow at 10:00 am');

    await page.getByRole('button', { name: EN.cart.checkout }).click();
    await page.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText(`${EN.checkout.total}: $10.00 · 895,000 LBP`);
    await expect(page.getByTestId('closed-notice')).toContainText(
      'opens tomorrow at 10:00 am and will answer then',
    );

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: EN.checkout.send }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const address = new URL(popup.url());
    expect(address.pathname).toBe('/96171222333');
    const text = withoutIsolates(address.searchParams.get('text')) ?? '';
    expect(text).toContain('Sent while the shop is closed');
    expect(text).toContain('Total: $10.00 · 895,000 LBP');
    await popup.close();
  } finally {
    await restore(owner.request, baseURL, saved);
    await owner.close();
  }
});

test('a size sold out after it was chosen cannot be chosen again, and the cart blocks checkout naming it', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext();
  await logIn(owner.request, baseURL);
  const products = (await (await page.request.get('/api/products')).json()) as { id: string; name: string }[];
  const product = products[1];
  if (!product) throw new Error('no product');
  const flip = (isSoldOut: boolean) =>
    owner.request.put(`/api/admin/products/${product.id}/stock`, {
      data: { size: '100', isSoldOut },
      headers: { origin: baseURL ?? '' },
    });
  try {
    await guestCartWith(page, product.name, '100');
    expect((await flip(true)).ok()).toBe(true);

    await page.reload();
    const item = page.getByTestId('cart-item').filter({ hasText: product.name });
    await expect(item.getByRole('button', { name: /^100 ml - .*\(Sold out\)$/ })).toBeDisabled();
    await expect(item.getByTestId('size-unavailable')).toHaveText('Sold out');
    await page.getByRole('button', { name: EN.cart.checkout }).click();
    await expect(page.getByRole('dialog')).toContainText(
      M.availability.chooseAnother(`${product.name} 100 ml`),
    );
    await expect(page).toHaveURL(/\/cart$/);

    // On the cards the size reads "Sold out"; with every size gone the perfume has a badge instead of Add to Cart.
    await page.goto(PATHS.perfumes);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card.getByTestId('card-prices')).toContainText('100 ml Sold out');
    const other = await owner.request.put(`/api/admin/products/${product.id}/stock`, {
      data: { size: '50', isSoldOut: true },
      headers: { origin: baseURL ?? '' },
    });
    expect(other.ok()).toBe(true);
    await page.reload();
    await expect(card.getByTestId('sold-out-badge')).toHaveText('Sold out');
    await expect(card.getByRole('button', { name: EN.product.addToCart })).toHaveCount(0);
  } finally {
    await flip(false);
    await owner.request.put(`/api/admin/products/${product.id}/stock`, {
      data: { size: '50', isSoldOut: false },
      headers: { origin: baseURL ?? '' },
    });
    await owner.close();
  }
});

import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { adminOrdersPrintPath, PATHS } from '#shared/paths.ts';
import { openMomentToday, stubOutsideWorld, test, waitForHydration } from './fixtures.ts';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** An order placed through the API as the checkout places it, with a customer and a location. */
async function placeOrder(page: Page, baseURL: string | undefined) {
  const [product] = (await (await page.request.get('/api/products')).json()) as {
    id: string;
    name: string;
  }[];
  if (!product) throw new Error('the demo catalogue is empty');
  const response = await page.request.post('/api/placed-orders', {
    data: {
      idempotencyKey: randomUUID(),
      items: [{ productId: product.id, selectedSizes: [{ size: '100', quantity: 2 }] }],
      location: '33.6697,35.4317',
      customer: { name: 'Layla Haddad', phone: '03 123 456', address: 'Next to the pharmacy' },
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { id?: string; reference: string };
  return { product, reference: order.reference };
}

test('on a phone the thank-you shows before WhatsApp opens in the same tab, and again back at /checkout', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 360, height: 780 } });
  await context.clock.install({ time: openMomentToday() });
  try {
    await stubOutsideWorld(context);
    const page = await context.newPage();
    await page.goto(PATHS.perfumes);
    await waitForHydration(page);
    const card = page.getByTestId('product-card').first();
    await card.getByRole('button', { name: EN.product.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto(PATHS.cart);
    // Added from a card, the perfume has no size yet: the cart asks for one, never "$0.00".
    const item = page.getByTestId('cart-item');
    await expect(item.getByTestId('item-total')).toHaveText(EN.details.chooseSizeInCart);
    await expect(item).not.toContainText('$0.00');
    await item.getByRole('button', { name: /^100 ml - / }).click();
    await page.getByRole('button', { name: EN.cart.checkout }).click();
    await page.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByTestId('order-item')).toHaveCount(1);

    await page.getByRole('button', { name: EN.checkout.send }).click();
    // Still on the shop's page, before WhatsApp: the reference and the way to track the order.
    const thanks = page.getByRole('dialog', { name: EN.checkout.thankYouTitle });
    await expect(thanks).toBeVisible();
    expect(page.url()).toMatch(/\/checkout$/);
    const reference = (await thanks.getByTestId('order-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    await expect(thanks.getByRole('link', { name: EN.orderBook.trackOrder })).toBeVisible();

    await page.clock.runFor(1_500);
    await page.waitForURL(/^https:\/\/api\.whatsapp\.com\/send/);
    // The customer comes back to the shop in the same tab.
    await page.goBack();
    await page.waitForURL(/\/checkout$/);
    const again = page.getByRole('dialog', { name: EN.checkout.thankYouTitle });
    await expect(again.getByTestId('order-reference')).toHaveText(reference);
    await again.getByRole('link', { name: EN.orderBook.trackOrder }).click();
    await expect(page.getByText(reference).first()).toBeVisible();

    // Dismissed, it is gone for good.
    await page.goto(PATHS.checkout);
    await page
      .getByRole('dialog', { name: EN.checkout.thankYouTitle })
      .getByRole('button', { name: EN.checkout.returnHome })
      .click();
    await page.waitForURL((url) => url.pathname === PATHS.home);
    await page.goto(PATHS.checkout);
    await expect(page.getByText(EN.checkout.noOrders)).toBeVisible();
    await expect(page.getByRole('dialog', { name: EN.checkout.thankYouTitle })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the courier sheet prints black on white without the site, with the map link, a QR code, the phone, the items and the amount', async ({
  page,
  baseURL,
  admin: _admin,
}) => {
  const { product, reference } = await placeOrder(page, baseURL);
  const orders = (await (await page.request.get(`/api/admin/orders?q=${reference}`)).json()) as {
    orders: { id: string }[];
  };
  const id = orders.orders[0]?.id ?? '';
  // The site's own look is dark: printing must not keep it.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.goto(adminOrdersPrintPath([id]));
  const sheet = page.getByTestId('print-order');
  await expect(sheet).toHaveCount(1);
  await expect(page.getByTestId('header-row')).toBeHidden();
  await expect(page.getByRole('button', { name: EN.inbox.print })).toBeHidden();

  const colours = await page.evaluate(() => {
    const sheetElement = document.querySelector('[data-testid="print-order"]');
    const amount = document.querySelector('[data-testid="amount-to-collect"]');
    return {
      body: getComputedStyle(document.body).backgroundColor,
      sheetText: sheetElement ? getComputedStyle(sheetElement).color : '',
      amountText: amount ? getComputedStyle(amount).color : '',
    };
  });
  expect(colours).toEqual({
    body: 'rgb(255, 255, 255)',
    sheetText: 'rgb(0, 0, 0)',
    amountText: 'rgb(0, 0, 0)',
  });

  const words = EN.details.courier;
  await expect(sheet).toContainText(reference);
  await expect(sheet).toContainText('Layla Haddad');
  // The shop keeps the number in its international form (normaliseLebanesePhone).
  await expect(sheet.getByRole('link', { name: '+9613123456' })).toHaveAttribute('href', 'tel:+9613123456');
  await expect(sheet).toContainText('Next to the pharmacy');
  await expect(sheet.getByTestId('map-link')).toHaveAttribute(
    'href',
    'https://www.google.com/maps?q=33.6697,35.4317',
  );
  await expect(sheet.getByRole('img', { name: words.scan })).toBeVisible();
  expect(await sheet.getByTestId('location-qr').locator('path').getAttribute('d')).toMatch(
    /^M\d+ \d+h1v1h-1z/,
  );
  await expect(sheet.getByTestId('courier-item')).toHaveText([`${product.name}100 ml × 2`]);
  await expect(sheet.getByText(words.collect)).toBeVisible();
  await expect(sheet.getByTestId('amount-to-collect')).toHaveText('$20.00');
});

test('settings warn before an unsaved edit is lost: another section’s Save, then a link away', async ({
  page,
  admin: _admin,
}) => {
  const M = EN.adminSettings;
  await page.goto(PATHS.adminSettings);
  const shop = page.getByRole('region', { name: M.shop.title });
  const social = page.getByRole('region', { name: M.social.title });
  const town = shop.getByLabel(M.shop.town, { exact: true });
  const before = await town.inputValue();
  await town.fill(`${before} edited`);

  await social.getByRole('button', { name: M.save }).click();
  const warning = social.getByRole('alert');
  await expect(warning).toHaveText(new RegExp(`“${M.shop.title}”`));
  await warning.getByRole('button', { name: EN.details.unsaved.keep }).click();
  await expect(warning).toHaveCount(0);
  // Nothing was lost: the shop section still holds the edit.
  await expect(town).toHaveValue(`${before} edited`);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.about })
    .click();
  expect(question).toBe(EN.details.unsaved.leave);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(town).toHaveValue(`${before} edited`);

  // Put back as it was: the edit undone, nothing is unsaved and the link leaves without a question.
  await town.fill(before);
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.about })
    .click();
  await expect(page).toHaveURL(/\/about$/);
});

test('the CSV downloaded in French opens clean: French headings, statuses and categories in words, the phone as text', async ({
  page,
  baseURL,
  admin: _admin,
}) => {
  const { reference } = await placeOrder(page, baseURL);
  await page.goto(`/fr${PATHS.adminOrders}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: catalogueFor('fr').details.inbox.exportRange }).click();
  const file = await download;
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const rows = (parse(csv, { bom: true, columns: true }) as Record<string, string>[]).filter(
    (r) => r.Référence === reference,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Statut: 'En attente de confirmation',
    'Nom du client': 'Layla Haddad',
    Téléphone: '="+9613123456"',
  });
  expect(['Homme', 'Femme', 'Mixte']).toContain(rows[0]?.Catégorie);
  expect(csv).not.toContain("'+961");
});

import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import {
  addToEmptyCartAndOpen,
  E2E_ADMIN,
  openMomentToday,
  test,
  uniqueEmail,
  withoutIsolates,
} from './fixtures.ts';

/** The shop's order book in the browser: checkout to WhatsApp, the owner's inbox, tracking, Order again. */

interface CatalogueProduct {
  id: string;
  name: string;
}

const inbox = EN.inbox;
const book = EN.orderBook;
const REFERENCE = /^Order ([2-9A-HJKMNP-Z]{6})$/;

async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function catalogue(page: Page): Promise<CatalogueProduct[]> {
  return (await page.request.get('/api/products')).json();
}

/** Adds the product, chooses 100 ml once, and reaches /checkout (as a guest or a signed-in user). */
async function checkoutWith(page: Page, product: CatalogueProduct, isGuest: boolean): Promise<void> {
  await addToEmptyCartAndOpen(page, product.name);
  await page.getByTestId('cart-item').getByRole('button', { name: '100 ml - $10.00' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(`${EN.cart.total}: $10.00`);
  await page.getByRole('button', { name: EN.cart.checkout }).click();
  if (isGuest) await page.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Sends the checkout and returns the WhatsApp text's lines and the reference in it. */
async function sendOrder(page: Page): Promise<{ lines: string[]; reference: string }> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: EN.checkout.send }).click();
  const whatsApp = await popup;
  await whatsApp.waitForURL(/^https:\/\/wa\.me\//);
  const lines = withoutIsolates(new URL(whatsApp.url()).searchParams.get('text'))?.split('\n') ?? [];
  await whatsApp.close();
  const reference = REFERENCE.exec(lines[1] ?? '')?.[1];
  if (!reference) throw new Error(`no reference in ${lines.join(' | ')}`);
  return { lines, reference };
}

// The message is built in the browser: an open hour keeps it free of the closed-shop line.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: openMomentToday() });
});

test('a guest sends an order; the owner sees it live, confirms it; the guest tracks it, orders again; the export holds it', async ({
  browser,
  baseURL,
}) => {
  const guestContext = await browser.newContext({ acceptDownloads: true });
  // The guest's message is built in the browser: at an open hour, as for the page above.
  await guestContext.clock.install({ time: openMomentToday() });
  const adminContext = await browser.newContext({ acceptDownloads: true });
  try {
    await stubWhatsApp(guestContext);
    const guest = await guestContext.newPage();
    const admin = await adminContext.newPage();
    const login = await admin.request.post('/api/auth/login', {
      data: E2E_ADMIN,
      headers: { origin: baseURL ?? '' },
    });
    expect(login.ok()).toBe(true);
    await admin.goto(PATHS.adminOrders);
    await expect(admin.getByRole('heading', { level: 1, name: inbox.title })).toBeVisible();
    await expect(admin.getByRole('status').filter({ hasText: / orders$/ })).toBeVisible();
    const badge = admin.getByTestId('new-orders-badge');
    const badgeBefore = (await badge.count()) === 0 ? 0 : Number(await badge.textContent());

    const [product] = await catalogue(guest);
    if (!product) throw new Error('the demo catalogue is empty');
    await checkoutWith(guest, product, true);
    await guest.getByLabel(book.details.name, { exact: true }).fill('Layla Haddad');
    await guest.getByLabel(book.details.phone, { exact: true }).fill('03 123 456');
    await guest.getByLabel(book.details.address, { exact: true }).fill('Next to the pharmacy');
    const placed = guest.waitForResponse((r) => r.url().endsWith('/api/placed-orders') && r.status() === 201);
    const sending = sendOrder(guest);
    await placed;
    const placedAt = Date.now();

    // The owner's inbox shows it without a reload, and the badge counts it.
    const { lines, reference } = await sending;
    const row = admin.getByRole('listitem', { name: `${book.reference} ${reference}` });
    await expect(row).toBeVisible({ timeout: 2000 });
    expect(Date.now() - placedAt).toBeLessThan(3000);
    await expect(badge).toHaveText(String(badgeBefore + 1));
    await expect(row).toContainText('Layla Haddad');
    await expect(row).toContainText('+9613123456');
    await expect(row.getByRole('link', { name: inbox.chat })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/9613123456\\?text=.*${reference}`),
    );

    expect(lines.slice(0, 5)).toEqual([
      EN.orderMessage.greeting,
      `Order ${reference}`,
      'Name: Layla Haddad',
      'Phone: +9613123456',
      'Address: Next to the pharmacy',
    ]);
    expect(lines.slice(5)).toEqual([
      '',
      `• ${product.name} (${lines[6]?.match(/\((\w+)\)$/)?.[1]})`,
      '  - 100ml x 1 = $10.00',
      '',
      'Total: $10.00',
    ]);

    const thanks = guest.getByRole('dialog', { name: EN.checkout.thankYouTitle });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByTestId('order-reference')).toHaveText(reference);
    const track = thanks.getByRole('link', { name: book.trackOrder });
    await expect(track).toHaveAttribute('href', /^\/track\/[A-Za-z0-9_-]{43}$/);

    await row.getByRole('button', { name: `${inbox.actions.confirmed} ${reference}` }).click();
    await expect(row.getByTestId('order-status')).toHaveText(book.statuses.confirmed);
    // The history names who confirmed, in a sentence (issue 24: "Confirmed by Rami at 14:05").
    await expect(row.getByTestId('status-history')).toContainText(
      `${book.statuses.confirmed} by ${E2E_ADMIN.email.split('@')[0]} at `,
    );
    await expect(badge).toHaveCount(badgeBefore === 0 ? 0 : 1);

    await expectNoSeriousAxeViolation(admin);

    // The print view: this order alone, ready for the courier.
    await row.getByRole('link', { name: `${inbox.print} ${reference}` }).click();
    await expect(admin.getByTestId('print-order')).toHaveCount(1);
    await expect(admin.getByTestId('print-order')).toContainText(reference);
    await expect(admin.getByTestId('print-order')).toContainText('Next to the pharmacy');
    await admin.goBack();
    await expect(row).toBeVisible();

    await track.click();
    await expect(guest.getByRole('heading', { level: 1, name: book.track.title })).toBeVisible();
    await expect(guest.getByTestId('order-status')).toHaveText(book.statuses.confirmed);
    const history = guest.getByTestId('status-history').getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText(book.statuses.confirmed);
    await expect(history.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(guest.getByText('Layla Haddad')).toHaveCount(0);
    await expectNoSeriousAxeViolation(guest);

    // "Your orders" is in the navigation now; Order again refills the cart.
    await guest
      .getByRole('navigation', { name: EN.nav.mainNavigation })
      .getByRole('link', { name: EN.nav.yourOrders })
      .click();
    await expect(guest).toHaveURL(/\/orders$/);
    const mine = guest.getByRole('listitem', { name: `${book.reference} ${reference}` });
    await expect(mine.getByTestId('order-status')).toHaveText(book.statuses.confirmed);
    await mine.getByRole('button', { name: `${book.yourOrders.orderAgain} ${reference}` }).click();
    await expect(guest).toHaveURL(/\/cart$/);
    await expect(guest.getByTestId('cart-count')).toHaveText('1');
    await expect(
      guest.getByTestId('cart-item').getByTestId('selected-size-100').getByTestId('quantity'),
    ).toHaveText('1');

    // The checkout remembers this browser's answers.
    await guest.getByRole('button', { name: EN.cart.checkout }).click();
    await guest.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
    await expect(guest.getByLabel(book.details.phone, { exact: true })).toHaveValue('03 123 456');
    await expectNoSeriousAxeViolation(guest);

    // The export of today's orders downloads and parses, with this order's line.
    const download = admin.waitForEvent('download');
    // The filters' one date range, empty here: the last 30 days.
    await admin.getByRole('button', { name: EN.details.inbox.exportRange }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const records = (parse(csv, { bom: true, columns: true }) as Record<string, string>[]).filter(
      (r) => r.Reference === reference,
    );
    expect(records).toEqual([
      expect.objectContaining({
        Status: book.statuses.confirmed,
        'Customer name': 'Layla Haddad',
        Perfume: product.name,
        '100ml quantity': '1',
        'Line total': '10.00',
        'Order total': '10.00',
      }),
    ]);
  } finally {
    await guestContext.close();
    await adminContext.close();
  }
});

test('a signed-in customer sees their orders at /account/orders, and only theirs', async ({
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? '' };
  const places: string[] = [];
  for (const who of ['alice', 'bob']) {
    const context = await browser.newContext();
    await context.clock.install({ time: openMomentToday() });
    try {
      await stubWhatsApp(context);
      const page = await context.newPage();
      const signUp = await page.request.post('/api/auth/sign-up', {
        data: { email: uniqueEmail(who), password: 'correct-horse-battery' },
        headers: origin,
      });
      expect(signUp.status()).toBe(201);
      const products = await catalogue(page);
      const product = products[who === 'alice' ? 1 : 2];
      if (!product) throw new Error('the demo catalogue is too small');
      await checkoutWith(page, product, false);
      await page.getByLabel(book.details.name, { exact: true }).fill(who);
      const { reference } = await sendOrder(page);
      places.push(reference);
      await expect(page.getByRole('dialog', { name: EN.checkout.thankYouTitle })).toBeVisible();

      await page.goto(PATHS.home);
      await page
        .getByRole('navigation', { name: EN.nav.mainNavigation })
        .getByRole('link', { name: EN.nav.yourOrders })
        .click();
      await expect(page).toHaveURL(/\/account\/orders$/);
      const orders = page.getByTestId('placed-order');
      await expect(orders).toHaveCount(1);
      await expect(orders).toContainText(reference);
      await expect(orders).toContainText(product.name);
      for (const other of places.filter((r) => r !== reference))
        await expect(page.getByText(other)).toHaveCount(0);

      // Remembered on the account for the next checkout.
      await page.goto(PATHS.checkout);
      await expect(page.getByLabel(book.details.name, { exact: true })).toHaveValue(who);
    } finally {
      await context.close();
    }
  }
});

test('a phone that is not a phone is explained beside the field and nothing is sent', async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  const [product] = await catalogue(page);
  if (!product) throw new Error('the demo catalogue is empty');
  await checkoutWith(page, product, true);
  const phone = page.getByLabel(book.details.phone, { exact: true });
  await phone.fill('12');
  let placed = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/placed-orders')) placed += 1;
  });
  await page.getByRole('button', { name: EN.checkout.send }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(new RegExp(book.details.phoneHint));
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a Lebanese phone number' })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.checkout.send })).toBeEnabled();
  expect(placed).toBe(0);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
});

test('a tracking link with a wrong secret shows nothing of any order', async ({ page }) => {
  await page.goto(`/track/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(book.track.notFound);
  // The reference alone opens nothing either.
  const response = await page.goto('/track/K7M4QX');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(book.track.notFound);
});

test('the inbox is behind the admin guard', async ({ page }) => {
  await page.goto(PATHS.adminOrders);
  await expect(page).toHaveURL(/\/403$/);
});

import { expect } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import {
  addToEmptyCartAndOpen,
  E2E_ADMIN,
  openMomentToday,
  signInThroughApi,
  test,
  withoutIsolates,
} from './fixtures.ts';

/** Discount codes in the browser: the owner adds one, a guest applies it at checkout and sends the order. */

const D = EN.discountCodes;

test('the owner adds a code; a guest is told why a wrong one is refused, applies the code, sees the discount line and sends it in the message', async ({
  page: guest,
  browser,
  baseURL,
}) => {
  // Two browsers, the owner's form, checkout and tracking: longer than one page's journey.
  test.setTimeout(150_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInThroughApi(owner, baseURL, E2E_ADMIN);
  const code = `EID${Date.now().toString(36).toUpperCase()}`;
  try {
    // The owner reaches the page from the admin navigation and adds 20% off from $5, twice at most.
    await owner.goto(PATHS.adminOrders);
    await owner
      .getByRole('navigation', { name: EN.inbox.nav })
      .getByRole('link', { name: D.admin.nav })
      .click();
    await expect(owner).toHaveURL(/\/admin\/discount-codes$/);
    const form = owner.getByRole('form', { name: D.admin.newCode });
    await form.getByLabel(D.admin.code).fill(code.toLowerCase());
    await form.getByLabel(D.admin.percentValue).fill('20');
    await form.getByLabel(D.admin.minOrder).fill('5');
    await form.getByLabel(D.admin.useLimit).fill('2');
    await form.getByRole('button', { name: D.admin.create }).click();
    await expect(owner.getByRole('status')).toHaveText(D.admin.created(code));
    const row = owner.getByTestId('discount-code-row').filter({ hasText: code });
    await expect(row).toContainText(D.admin.percentOff(20));
    await expect(row.getByTestId('discount-code-uses')).toHaveText(D.admin.uses(0, 2));

    // A guest with one 100 ml bottle ($10) reaches checkout. The message is built in the browser:
    // an open hour keeps it free of the closed-shop line.
    await guest.clock.install({ time: openMomentToday() });
    await guest
      .context()
      .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const [product] = (await (await guest.request.get('/api/products')).json()) as { name: string }[];
    if (!product) throw new Error('the demo catalogue is empty');
    await addToEmptyCartAndOpen(guest, product.name);
    await guest.getByTestId('cart-item').getByRole('button', { name: '100 ml - $10.00' }).click();
    await guest.getByRole('button', { name: EN.cart.checkout }).click();
    await guest.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
    await expect(guest).toHaveURL(/\/checkout$/);

    const field = guest.getByRole('form', { name: D.checkout.label });
    await field.getByLabel(D.checkout.label).fill('NOT-A-CODE');
    await field.getByRole('button', { name: D.checkout.apply }).click();
    await expect(field.getByRole('alert')).toHaveText(D.checkout.refused.unknown);
    await expect(guest.getByTestId('checkout-discount')).toHaveCount(0);

    // Typed in small letters and applied with Enter: the discount has its own line, the total follows.
    await field.getByLabel(D.checkout.label).fill(code.toLowerCase());
    await field.getByLabel(D.checkout.label).press('Enter');
    await expect(field.getByRole('status')).toHaveText(D.checkout.applied(code));
    await expect(guest.getByTestId('checkout-discount')).toHaveText(`${D.checkout.line(code)}:-$2.00`);
    await expect(guest.getByTestId('checkout-total')).toHaveText(`${EN.checkout.total}: $8.00`);

    const popupPromise = guest.waitForEvent('popup');
    await guest.getByRole('button', { name: EN.checkout.send }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const lines = withoutIsolates(new URL(popup.url()).searchParams.get('text'))?.split('\n') ?? [];
    await popup.close();
    expect(lines.slice(-3)).toEqual(['', `Discount (${code}): -$2.00`, 'Total: $8.00']);

    // The tracking page shows the same line and total.
    const thanks = guest.getByRole('dialog', { name: EN.checkout.thankYouTitle });
    const tracking = await thanks.getByRole('link', { name: EN.orderBook.trackOrder }).getAttribute('href');
    await guest.goto(tracking ?? '');
    await expect(guest.getByTestId('order-discount')).toHaveText(`${D.order.discount(code)}:-$2.00`);
    await expect(guest.getByText(`${EN.orderBook.track.total}: $8.00`)).toBeVisible();

    // The owner's list counts the use and the discount given.
    await owner.reload();
    await expect(row.getByTestId('discount-code-uses')).toHaveText(D.admin.uses(1, 2));
    await expect(row).toContainText('$2.00');
  } finally {
    await ownerContext.close();
  }
});

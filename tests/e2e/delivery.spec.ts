import { expect, type Page } from '@playwright/test';
import type { DeliverySection } from '#shared/delivery-types.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { addToEmptyCartAndOpen, E2E_ADMIN, openMomentToday, test, withoutIsolates } from './fixtures.ts';

/** Delivery areas and fees in the browser: the owner lists an area, a guest checks out with it. */

const D = EN.delivery;
const NO_AREAS: DeliverySection = { areas: [], isPickupOffered: false };

async function logInAsOwner(page: Page, baseURL: string | undefined): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
}

test('the owner lists an area; checkout asks for it, shows the fee and the new total, and the message carries the delivery line', async ({
  page: guest,
  browser,
  baseURL,
}) => {
  // Two browsers, the settings form, checkout and tracking: longer than one page's journey.
  test.setTimeout(60_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logInAsOwner(owner, baseURL);
  try {
    // The owner adds Beirut at $3, free from $50, and offers pickup.
    await owner.goto(PATHS.adminSettings);
    const section = owner.getByRole('region', { name: D.settings.title });
    await expect(section.getByText(D.settings.empty)).toBeVisible();
    await section.getByRole('button', { name: D.settings.add }).click();
    const area = section.getByTestId('delivery-area');
    await area.getByLabel(D.settings.nameEn).fill('Beirut');
    await area.getByLabel(D.settings.nameAr).fill('بيروت');
    await area.getByLabel(D.settings.nameFr).fill('Beyrouth');
    await area.getByLabel(D.settings.fee).fill('3');
    await area.getByLabel(D.settings.freeFrom).fill('50');
    await section.getByLabel(D.settings.pickup).check();
    await section.getByRole('button', { name: EN.adminSettings.save }).click();
    await expect(section.getByRole('status')).toHaveText(EN.adminSettings.saved);

    // A guest with one 100 ml bottle ($10) reaches checkout: the area is asked for before sending.
    // The message is built in the browser: an open hour keeps it free of the closed-shop line.
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

    const chooser = guest.getByRole('group', { name: D.checkout.legend });
    await expect(chooser).toBeVisible();
    await expect(guest.getByTestId('checkout-delivery-fee')).toHaveText('—');
    await guest.getByRole('button', { name: EN.checkout.send }).click();
    await expect(chooser.getByRole('alert')).toHaveText(D.checkout.required);

    await chooser.getByRole('radio', { name: /Beirut/ }).check();
    await expect(chooser.getByText(D.checkout.freeFrom('$50.00'))).toBeVisible();
    await expect(guest.getByTestId('checkout-delivery-fee')).toHaveText('$3.00');
    await expect(guest.getByTestId('checkout-total')).toHaveText(`${EN.checkout.total}: $13.00`);
    await chooser.getByRole('radio', { name: D.checkout.pickup }).check();
    await expect(guest.getByTestId('checkout-delivery-fee')).toHaveText(D.checkout.free);
    await expect(guest.getByTestId('checkout-total')).toHaveText(`${EN.checkout.total}: $10.00`);
    await chooser.getByRole('radio', { name: /Beirut/ }).check();

    const popupPromise = guest.waitForEvent('popup');
    await guest.getByRole('button', { name: EN.checkout.send }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const sentUrl = popup.url();
    const lines = withoutIsolates(new URL(sentUrl).searchParams.get('text'))?.split('\n') ?? [];
    await popup.close();
    expect(lines.slice(-3)).toEqual(['', 'Delivery: Beirut = $3.00', 'Total: $13.00']);

    // The thank-you screen says the shop has not confirmed yet and offers the very same message.
    const thanks = guest.getByRole('dialog', { name: EN.checkout.thankYouTitle });
    await expect(thanks.getByTestId('confirmation-notice')).toContainText(D.confirmation.waiting);
    await expect(thanks.getByRole('link', { name: D.confirmation.sendAgain })).toHaveAttribute(
      'href',
      sentUrl,
    );

    // The tracking page carries the delivery, the total with it, and the same message to send again.
    const tracking = await thanks.getByRole('link', { name: EN.orderBook.trackOrder }).getAttribute('href');
    await guest.goto(tracking ?? '');
    const delivery = guest.getByTestId('order-delivery');
    await expect(delivery).toContainText(`${D.order.delivery} (Beirut):`);
    await expect(delivery).toContainText('$3.00');
    await expect(guest.getByText(`${EN.orderBook.track.total}: $13.00`)).toBeVisible();
    await expect(guest.getByRole('link', { name: D.confirmation.sendAgain })).toHaveAttribute(
      'href',
      sentUrl,
    );
  } finally {
    const restored = await owner.request.put('/api/admin/settings/delivery', {
      data: NO_AREAS,
      headers: { origin: baseURL ?? '' },
    });
    expect(restored.ok()).toBe(true);
    await ownerContext.close();
  }
});

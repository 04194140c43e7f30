import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { PushPayloadSchema } from '#shared/push.ts';
import { DEFAULT_REPLY_TEXTS } from '#shared/reply-texts.ts';
import { type PushServiceStandIn, startPushServiceStandIn } from '#tests/helpers/push-service-stand-in.ts';
import { E2E_ADMIN, signInThroughApi, test, withoutIsolates } from './fixtures.ts';

/**
 * The owner's side of issue 24's alerts, replies and undo (docs/decisions/140-142): an installable
 * admin, a device that subscribes and shows an order's alert through the service worker, the
 * count in the tab's title, "Message the customer" and Undo.
 */

const alerts = EN.deviceAlerts;
const statuses = EN.orderBook.statuses;

let push: PushServiceStandIn;
test.beforeAll(async () => {
  push = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await push.close();
});

/** An order sent from another browser, as a guest: its reference. */
async function orderFromAnotherBrowser(
  browser: Browser,
  baseURL: string | undefined,
  details: { customer?: Record<string, string>; locale?: string } = {},
): Promise<string> {
  const other = await browser.newContext({ baseURL });
  try {
    const [product] = (await (await other.request.get('/api/products')).json()) as { id: string }[];
    const response = await other.request.post('/api/placed-orders', {
      headers: { origin: baseURL ?? '' },
      data: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ productId: product?.id, selectedSizes: [{ size: '100', quantity: 2 }] }],
        ...details,
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  } finally {
    await other.close();
  }
}

/**
 * The browser's push subscription, stubbed at its edge: headless Chromium cannot reach a real push
 * service, so PushManager hands out the stand-in's device, whose endpoint the shop then pushes to.
 */
async function stubPushManager(context: BrowserContext, device: ReturnType<PushServiceStandIn['device']>) {
  await context.addInitScript((subscription) => {
    let current: object | null = null;
    const make = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => subscription,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      current = make();
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, device.subscription);
}

async function newOrderCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/admin/orders/new-count');
  return ((await response.json()) as { count: number }).count;
}

test('Chromium finds the admin installable: manifest, icons and service worker', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Installability is judged for a profile that keeps data: a persistent one, not the tests' incognito.
  const profile = mkdtempSync(path.join(tmpdir(), 'shop-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    await signInThroughApi(context.pages()[0] ?? (await context.newPage()), baseURL, E2E_ADMIN);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(PATHS.adminOrders);
    const manifest = await page.request.get('/admin/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ short_name: 'Saadiyat Perfumes', scope: '/admin/' });
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
    // The worker answers an admin page without network with its own notice.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' }).catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'No connection' })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

// The headless shell shows no service worker's notification: this one runs in the whole browser.
test('the owner turns alerts on; a new order from another browser shows as a notification and in the title', {
  tag: '@full-browser',
}, async ({ page, admin, browser, baseURL }) => {
  expect(admin.email).toBeTruthy();
  const device = push.device();
  await page.context().grantPermissions(['notifications']);
  await stubPushManager(page.context(), device);
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto(PATHS.adminOrders);
  await expect(page.getByTestId('device-alerts-state')).toHaveText(alerts.isOff);
  await page.getByRole('button', { name: alerts.turnOn }).click();
  await expect(page.getByTestId('device-alerts-state')).toHaveText(alerts.isOn);
  await expect(page.getByText(/^Chrome · \w+ \(this device\)/)).toBeVisible();

  const before = await newOrderCount(page);
  const reference = await orderFromAnotherBrowser(browser, baseURL);
  // The tab's title carries the count of orders waiting, live.
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) Orders`));

  // The shop pushed the order to this device's push service, signed and encrypted.
  await expect.poll(() => push.received.filter((p) => p.deviceId === device.id).length).toBe(1);
  const received = push.received.find((p) => p.deviceId === device.id);
  expect(received?.isVapidValid).toBe(true);
  const payload = PushPayloadSchema.parse(received?.payload);
  expect(payload.title).toContain(reference);

  // The push service hands the message to the browser: the service worker shows it.
  const origin = new URL(baseURL ?? '').origin;
  await expect.poll(() => registrations.get(`${origin}/admin/`)).toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/admin/`) ?? '',
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/admin/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
      }),
    )
    .toEqual([{ title: payload.title, body: payload.body, url: `/admin/orders?q=${reference}` }]);

  // Turned off: the device is gone from the shop's list.
  await page.getByRole('button', { name: alerts.turnOff }).click();
  await expect(page.getByTestId('device-alerts-state')).toHaveText(alerts.isOff);
  const left = (await (await page.request.get('/api/admin/push')).json()) as {
    devices: { endpoint: string }[];
  };
  expect(left.devices.map((d) => d.endpoint)).not.toContain(device.subscription.endpoint);
});

test('"Message the customer" opens WhatsApp to his number with the status text in his language', async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  expect(admin.email).toBeTruthy();
  const reference = await orderFromAnotherBrowser(browser, baseURL, {
    customer: { name: 'Nour', phone: '03 123 456' },
    locale: 'fr',
  });
  await page.goto(`${PATHS.adminOrders}?q=${reference}`);
  const order = page.getByTestId('inbox-order').filter({ hasText: reference });
  // A new order has the plain chat link; the reply comes with a status that has a text.
  await expect(order.getByTestId('message-customer')).toHaveCount(0);
  await order.getByRole('button', { name: `${EN.inbox.actions.confirmed} ${reference}` }).click();
  const link = order.getByRole('link', { name: EN.customerReplies.messageLabel(reference) });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/9613123456');
  const text = withoutIsolates(href.searchParams.get('text')) ?? '';
  const token = (
    (await (await page.request.get(`/api/admin/orders?q=${reference}`)).json()) as {
      orders: { trackingToken: string }[];
    }
  ).orders[0]?.trackingToken;
  expect(text).toBe(
    DEFAULT_REPLY_TEXTS.fr.confirmed
      .replace('{reference}', reference)
      .replace('{link}', `${new URL(baseURL ?? '').origin}/fr/track/${token}`),
  );
  await page
    .context()
    .route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await link.click();
  await (await popup).waitForURL(/^https:\/\/wa\.me\/9613123456\?text=/);
});

test('Undo takes a status change back; cancelling asks first', async ({ page, admin, browser, baseURL }) => {
  expect(admin.email).toBeTruthy();
  const reference = await orderFromAnotherBrowser(browser, baseURL);
  await page.goto(`${PATHS.adminOrders}?q=${reference}`);
  const order = page.getByTestId('inbox-order').filter({ hasText: reference });
  await expect(order.getByTestId('order-status')).toHaveText(statuses.new);

  await order.getByRole('button', { name: `${EN.inbox.actions.confirmed} ${reference}` }).click();
  await expect(order.getByTestId('order-status')).toHaveText(statuses.confirmed);
  await expect(order.getByTestId('status-history')).toContainText(
    new RegExp(`Confirmed by ${admin.email.split('@')[0]} at \\d{2}:\\d{2}`),
  );
  await order.getByRole('button', { name: EN.statusUndo.undoLabel(reference) }).click();
  await expect(order.getByTestId('order-status')).toHaveText(statuses.new);
  await expect(order.getByTestId('status-history')).toContainText('(undone)');
  await expect(order.getByTestId('status-history')).toContainText(
    /Undone by .+: back to “Waiting for confirmation”/,
  );

  // Cancelling asks first; keeping it changes nothing.
  await order.getByRole('button', { name: `${EN.inbox.actions.cancelled} ${reference}` }).click();
  await expect(order.getByText(EN.statusUndo.cancelQuestion(reference))).toBeVisible();
  await order.getByRole('button', { name: EN.inbox.keep }).click();
  await expect(order.getByTestId('order-status')).toHaveText(statuses.new);

  // The Undo offer ends after about 10 seconds.
  await order.getByRole('button', { name: `${EN.inbox.actions.confirmed} ${reference}` }).click();
  const undo = order.getByRole('button', { name: EN.statusUndo.undoLabel(reference) });
  await expect(undo).toBeVisible();
  await expect(undo).toBeHidden({ timeout: 13_000 });
  await expect(order.getByTestId('order-status')).toHaveText(statuses.confirmed);
});

import { expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { openWithScriptsHeld, sessionUser, signUpElsewhere, watchAddresses } from './address-watch.ts';
import { E2E_ADMIN, signInThroughApi, test, uniqueEmail, waitForHydration } from './fixtures.ts';

/**
 * A slow phone: the server's HTML has arrived, the page's scripts have not (held back here) and
 * the customer presses the button anyway (docs/decisions/158). A form the server takes works as
 * it is (POST, then the redirect); anything else offers nothing to send; no address ever carries
 * what was typed.
 */
const auth = EN.auth;

/** Opens `path` in a fresh tab of the context, its scripts held back, showing the server's HTML. */
async function openBeforeScripts(page: Page, path: string) {
  const tab = await page.context().newPage();
  const watch = watchAddresses(tab);
  const scripts = await openWithScriptsHeld(tab, path);
  return { tab, scripts, watch };
}

/** The forms of the page that are not the site search or a filter (those are GETs on purpose). */
const nonSearchForms = (tab: Page) => tab.locator('#root form:not([method="get"])');

/**
 * The tab's document is now the one at `path`, with no query. (Its `load` never comes while the
 * scripts are held, so this waits for the navigation's commit.)
 */
async function expectArrivedAt(tab: Page, path: string) {
  await tab.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
  expect(new URL(tab.url()).search).toBe('');
}

test('login pressed before the scripts arrive posts the form: the customer is signed in, the password in no address', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('early-login');
  const password = 'Early#Login-2026';
  await signUpElsewhere(request, baseURL, { email, password });

  const { tab, scripts, watch } = await openBeforeScripts(page, PATHS.login);
  const form = tab.getByRole('form', { name: auth.loginTitle });
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByLabel(auth.email).fill(email);
  await form.getByLabel(auth.password).fill(password);
  await form.getByLabel(auth.password).press('Enter');

  await expectArrivedAt(tab, PATHS.home);
  expect(await sessionUser(tab)).toMatchObject({ email, role: 'user' });
  await scripts.release();
  await waitForHydration(tab);
  expect(watch.carrying(password)).toEqual([]);
  expect(watch.carrying(email)).toEqual([]);
});

test('a wrong password before the scripts arrive shows "Incorrect password." and the page then works with its script', async ({
  page,
}) => {
  const { tab, scripts, watch } = await openBeforeScripts(page, PATHS.login);
  const form = tab.getByRole('form', { name: auth.loginTitle });
  await form.getByLabel(auth.email).fill(E2E_ADMIN.email);
  await form.getByLabel(auth.password).fill('not-the-admin-password');
  await form.getByRole('button', { name: auth.loginButton }).click();
  await expect(tab.getByRole('alert')).toHaveText(auth.wrongPassword);
  await expectArrivedAt(tab, PATHS.login);

  // The scripts arrive: the same page hydrates and logs the admin in the usual way (toast, /admin).
  await scripts.release();
  await tab.reload();
  await waitForHydration(tab);
  const again = tab.getByRole('form', { name: auth.loginTitle });
  await again.getByLabel(auth.email).fill(E2E_ADMIN.email);
  await again.getByLabel(auth.password).fill(E2E_ADMIN.password);
  await again.getByRole('button', { name: auth.loginButton }).click();
  await expect(tab.getByText(auth.loginSuccess)).toBeVisible();
  await expectArrivedAt(tab, PATHS.admin);
  expect(watch.carrying(E2E_ADMIN.password)).toEqual([]);
  expect(watch.carrying('not-the-admin-password')).toEqual([]);
});

test('sign-up pressed before the scripts arrive makes the account and signs it in, the password in no address', async ({
  page,
}) => {
  const email = uniqueEmail('early-signup');
  const password = 'Early#Signup-2026';
  const { tab, scripts, watch } = await openBeforeScripts(page, PATHS.signup);
  const form = tab.getByRole('form', { name: auth.signupTitle });
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByLabel(auth.email).fill(email);
  await form.getByLabel(auth.password).fill(password);
  await form.getByRole('button', { name: auth.signupButton }).click();

  await expectArrivedAt(tab, PATHS.home);
  expect(await sessionUser(tab)).toMatchObject({ email, role: 'user' });
  await scripts.release();
  expect(watch.carrying(password)).toEqual([]);
});

test('checkout before its scripts offers nothing to send; with them, Enter in the details sends nothing in the address', async ({
  page,
  guestCart,
}) => {
  await page.goto(PATHS.cart);
  const item = page.getByTestId('cart-item').filter({ hasText: guestCart.productName });
  await item.getByRole('button', { name: /^100 ml/ }).click();
  await page.getByRole('button', { name: EN.cart.checkout }).click();
  await page.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const { tab, scripts, watch } = await openBeforeScripts(page, PATHS.checkout);
  // The server cannot know this guest's order: its HTML has no form, no field and no button to send.
  await expect(nonSearchForms(tab)).toHaveCount(0);
  await expect(tab.locator('#root input:not([type="search"])')).toHaveCount(0);
  await expect(tab.getByRole('button', { name: EN.checkout.send })).toHaveCount(0);

  await scripts.release();
  await waitForHydration(tab);
  const details = EN.orderBook.details;
  const phone = '03 123 456';
  await tab.getByLabel(details.name).fill('Rana Haddad');
  await tab.getByLabel(details.phone).fill(phone);
  await tab.getByLabel(details.phone).press('Enter');
  await expect(tab.getByRole('button', { name: EN.checkout.send })).toBeEnabled();
  await expectArrivedAt(tab, PATHS.checkout);
  expect(watch.carrying('Rana')).toEqual([]);
  expect(watch.carrying(phone)).toEqual([]);
});

test("the admin's forms are not in the page before its scripts; once they run, Enter in the product form sends nothing in the address", async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  for (const path of [PATHS.admin, PATHS.adminSettings, PATHS.adminOrders]) {
    const { tab, scripts } = await openBeforeScripts(page, path);
    await expect(nonSearchForms(tab)).toHaveCount(0);
    await expect(tab.locator('#root input:not([type="search"])')).toHaveCount(0);
    await scripts.release();
    await tab.close();
  }

  const { tab, scripts, watch } = await openBeforeScripts(page, PATHS.admin);
  await scripts.release();
  await waitForHydration(tab);
  await expect(tab.getByRole('heading', { name: EN.admin.addTitle })).toBeVisible();
  const name = tab.getByRole('textbox', { name: EN.admin.nameLabel, exact: true });
  await expect(tab.locator('form').filter({ has: name })).toHaveAttribute('method', 'post');
  await name.fill('Midnight Oud Early');
  await name.press('Enter');
  await expect(tab.getByText(EN.admin.selectBrand)).toBeVisible();
  await expectArrivedAt(tab, PATHS.admin);
  expect(watch.carrying('Midnight Oud Early')).toEqual([]);
});

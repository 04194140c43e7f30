import { expect } from '@playwright/test';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { sessionUser, signUpElsewhere, watchAddresses } from './address-watch.ts';
import { E2E_ADMIN, testAsLoaded as test, uniqueEmail } from './fixtures.ts';

/**
 * Login and sign-up with JavaScript off (docs/decisions/158): the browser posts the forms itself,
 * the server signs in or up and redirects as the specification says, or shows the page again
 * with its message. The password never appears in an address.
 */
test.use({ javaScriptEnabled: false });

const auth = EN.auth;

test('a visitor signs up without JavaScript and lands on the home page, signed in', async ({ page }) => {
  const watch = watchAddresses(page);
  const email = uniqueEmail('nojs-signup');
  const password = 'Nojs#Signup-2026';
  await page.goto(PATHS.signup);
  const form = page.getByRole('form', { name: auth.signupTitle });
  await form.getByLabel(auth.email).fill(email);
  await form.getByLabel(auth.password).fill(password);
  await form.getByRole('button', { name: auth.signupButton }).click();

  await expect(page).toHaveURL((url) => url.pathname === PATHS.home && url.search === '');
  expect(await sessionUser(page)).toMatchObject({ email, role: 'user' });
  expect(watch.carrying(password)).toEqual([]);
  expect(watch.carrying(email)).toEqual([]);
});

test('a customer logs in without JavaScript: home, signed in; a wrong password first shows "Incorrect password."', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('nojs-login');
  const password = 'Nojs#Login-2026';
  // The account is made elsewhere: this browser starts signed out.
  await signUpElsewhere(request, baseURL, { email, password });
  const watch = watchAddresses(page);

  await page.goto(PATHS.login);
  const form = page.getByRole('form', { name: auth.loginTitle });
  await form.getByLabel(auth.email).fill(email);
  await form.getByLabel(auth.password).fill(`${password}-wrong`);
  await form.getByRole('button', { name: auth.loginButton }).click();

  // The page again, at its own address, with the message and the email kept; the password is not.
  await expect(page.getByRole('alert')).toHaveText(auth.wrongPassword);
  await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.search === '');
  await expect(form.getByLabel(auth.email)).toHaveValue(email);
  await expect(form.getByLabel(auth.password)).toHaveValue('');
  expect(await sessionUser(page)).toBeNull();

  await form.getByLabel(auth.password).fill(password);
  await form.getByRole('button', { name: auth.loginButton }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATHS.home && url.search === '');
  expect(await sessionUser(page)).toMatchObject({ email, role: 'user' });
  expect(watch.carrying(password)).toEqual([]);
  expect(watch.carrying(`${password}-wrong`)).toEqual([]);
});

test('an unknown email is told "No user found with this email." without JavaScript', async ({ page }) => {
  await page.goto(PATHS.login);
  const form = page.getByRole('form', { name: auth.loginTitle });
  await form.getByLabel(auth.email).fill(uniqueEmail('nobody'));
  await form.getByLabel(auth.password).fill('whatever-it-is-1');
  await form.getByRole('button', { name: auth.loginButton }).click();
  await expect(page.getByRole('alert')).toHaveText(auth.userNotFound);
});

test('the admin logs in without JavaScript and lands on /admin', async ({ page }) => {
  const watch = watchAddresses(page);
  await page.goto(PATHS.login);
  const form = page.getByRole('form', { name: auth.loginTitle });
  await form.getByLabel(auth.email).fill(E2E_ADMIN.email);
  await form.getByLabel(auth.password).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: auth.loginButton }).click();

  await expect(page).toHaveURL((url) => url.pathname === PATHS.admin && url.search === '');
  expect(await sessionUser(page)).toMatchObject({ email: E2E_ADMIN.email, role: 'admin' });
  expect(watch.carrying(E2E_ADMIN.password)).toEqual([]);
  // The admin itself is drawn by its scripts: the page says so.
  await expect(page.getByTestId('needs-javascript')).toHaveText(EN.common.teamNeedsJavaScript);
});

test('in Arabic the login form posts to /ar/login and a refusal answers in Arabic, right to left', async ({
  page,
}) => {
  await page.goto(`/ar${PATHS.login}`);
  const form = page.locator('form[method="post"]');
  await form.locator('input[name="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[name="password"]').fill('not-the-password-1');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === `/ar${PATHS.login}` && url.search === '');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('alert')).toHaveText(catalogueFor('ar').auth.wrongPassword);
});

test('Add to Cart without JavaScript reaches the cart page, which says why it is empty and offers WhatsApp; the Arabic checkout says it in Arabic', async ({
  page,
}) => {
  const { shop } = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
  await page.goto(PATHS.perfumes);
  await page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATHS.cart && url.searchParams.has('add'));
  const notice = page.getByTestId('needs-javascript');
  await expect(notice).toBeVisible();
  await expect(notice.getByText(EN.common.needsJavaScript)).toBeVisible();
  await expect(notice.getByRole('link', { name: EN.common.orderOnWhatsApp })).toHaveAttribute(
    'href',
    `https://wa.me/${shop.whatsAppPhone}`,
  );

  const ar = catalogueFor('ar').common;
  await page.goto(`/ar${PATHS.checkout}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('needs-javascript').getByText(ar.needsJavaScript)).toBeVisible();
  await expect(page.getByRole('link', { name: ar.orderOnWhatsApp })).toHaveAttribute(
    'href',
    `https://wa.me/${shop.whatsAppPhone}`,
  );
});

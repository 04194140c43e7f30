import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { E2E_ADMIN, test, uniqueEmail } from './fixtures.ts';

const auth = EN.auth;
const PASSWORD = 'amber-and-musk-42';

const mainNav = (page: Page) => page.getByRole('navigation', { name: EN.nav.mainNavigation });
/** The greeting the header shows; the phone menu's folded copy of it is not shown. */
const shownGreeting = (page: Page, name: string) =>
  mainNav(page).getByText(`${EN.nav.greeting}${name}`, { exact: true }).filter({ visible: true });
const loginForm = (page: Page) => page.getByRole('form', { name: auth.loginTitle });
const signupForm = (page: Page) => page.getByRole('form', { name: auth.signupTitle });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

async function fillForm(form: Locator, email: string, password: string) {
  await form.getByLabel(auth.email, { exact: true }).fill(email);
  await form.getByLabel(auth.password, { exact: true }).fill(password);
}

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto(PATHS.signup);
  await fillForm(signupForm(page), email, password);
  await signupForm(page).getByRole('button', { name: auth.signupButton }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(PATHS.login);
  await fillForm(loginForm(page), email, password);
  await loginForm(page).getByRole('button', { name: auth.loginButton }).click();
}

/** A signed-up customer whose browser is signed out again. */
async function existingCustomer(page: Page): Promise<string> {
  const email = uniqueEmail();
  await signUp(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
  return email;
}

test("the login and sign-up forms are the spec's: required email of type email, required password, cross links", async ({
  page,
}) => {
  for (const [path, form, button, link, target] of [
    [PATHS.login, loginForm(page), auth.loginButton, auth.signupButton, /\/signup$/],
    [PATHS.signup, signupForm(page), auth.signupButton, auth.loginButton, /\/login$/],
  ] as const) {
    await page.goto(path);
    const email = form.getByLabel(auth.email, { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(form.getByLabel(auth.password, { exact: true })).toHaveAttribute('required', '');
    await expect(form.getByRole('button', { name: button })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(target);
  }
});

test('sign up, greeted by name, log out: back to a guest on the home page', async ({ page }) => {
  const email = uniqueEmail('layla');
  const prefix = email.split('@')[0] ?? '';

  await page.goto(PATHS.signup);
  // By keyboard only.
  await signupForm(page).getByLabel(auth.email, { exact: true }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(toast(page, auth.signupSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(shownGreeting(page, prefix)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: EN.nav.login, exact: true })).toHaveCount(0);

  // Still signed in after a reload: the session lives on the server.
  await page.reload();
  await expect(shownGreeting(page, prefix)).toBeVisible();

  await page.goto(PATHS.about);
  await mainNav(page).getByRole('button', { name: EN.nav.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: EN.nav.login, exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: EN.nav.signup, exact: true })).toBeVisible();
  await expect(mainNav(page).getByText(`${EN.nav.greeting}${prefix}`)).toHaveCount(0);

  // The server ended the session: a reload finds a guest.
  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: EN.nav.login, exact: true })).toBeVisible();
});

test('a customer logs in and lands on the home page, greeted by name', async ({ page }) => {
  const email = await existingCustomer(page);

  await logIn(page, email, PASSWORD);

  await expect(toast(page, auth.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(shownGreeting(page, email.split('@')[0] ?? '')).toBeVisible();
});

test('each login failure shows its own message, as a toast and inline', async ({ page }) => {
  const email = await existingCustomer(page);
  const cases: [string, string, string][] = [
    [uniqueEmail('nobody'), PASSWORD, auth.userNotFound],
    [email, 'not-my-password', auth.wrongPassword],
    // The browser accepts it as an email; the server does not.
    ['someone@localhost', PASSWORD, auth.invalidEmail],
  ];

  for (const [address, password, message] of cases) {
    await logIn(page, address, password);
    await expect(toast(page, message)).toBeVisible();
    await expect(loginForm(page).getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/login$/);
  }

  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await logIn(page, email, PASSWORD);
  await expect(toast(page, auth.loginFailed)).toBeVisible();
  await expect(loginForm(page).getByRole('alert')).toHaveText(auth.loginFailed);
});

test('a failed sign-up says "Signup failed: " and why, as a toast and inline', async ({ page }) => {
  const email = await existingCustomer(page);

  await signUp(page, email);
  const taken = `${auth.signupFailedPrefix}${auth.emailTaken}`;
  await expect(toast(page, taken)).toBeVisible();
  await expect(signupForm(page).getByRole('alert')).toHaveText(taken);

  await signUp(page, uniqueEmail(), 'short');
  await expect(signupForm(page).getByRole('alert')).toHaveText(
    /^Signup failed: Password must be at least \d+ characters\.$/,
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test("an admin's login lands on /admin and sees the dashboard without the footer", async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await expect(toast(page, auth.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.admin.title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a login asked for by another page goes back to that page', async ({ page }) => {
  const email = await existingCustomer(page);
  await page.goto(PATHS.home);
  // What the cart's Go to Login does: navigate('/login', { state: { from: '/cart' } }).
  await page.evaluate(() => {
    window.history.pushState({ usr: { from: '/cart' }, key: 'from-cart', idx: 1 }, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(loginForm(page)).toBeVisible();

  await fillForm(loginForm(page), email, PASSWORD);
  await loginForm(page).getByRole('button', { name: auth.loginButton }).click();

  await expect(page).toHaveURL(/\/cart$/);
});

test('a signed-in customer who opens /admin ends on /403, and Back does not return to /admin', async ({
  page,
}) => {
  const email = await existingCustomer(page);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(PATHS.admin);

  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: EN.forbidden.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.admin.title })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveURL(/\/admin$/);
});

test('a guest who opens /admin ends on /403', async ({ page }) => {
  await page.goto(PATHS.admin);

  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText(EN.forbidden.text)).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.admin.title })).toHaveCount(0);
});

test('the sign-in state follows the server when the tab regains focus', async ({ page, baseURL }) => {
  const email = await existingCustomer(page);
  await logIn(page, email, PASSWORD);
  await expect(mainNav(page).getByRole('button', { name: EN.nav.logout })).toBeVisible();

  // The session ends elsewhere (another tab of the same browser).
  const response = await page.request.post('/api/auth/logout', { headers: { origin: baseURL ?? '' } });
  expect(response.status()).toBe(204);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await expect(mainNav(page).getByRole('link', { name: EN.nav.login, exact: true })).toBeVisible();
});

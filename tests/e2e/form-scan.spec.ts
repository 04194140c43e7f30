import { expect } from '@playwright/test';
import { LANGUAGES, localizedPath } from '#shared/i18n/languages.ts';
import { APP_PATHS, PATHS } from '#shared/paths.ts';
import { test } from './fixtures.ts';
import { gotoSettled } from './page-settled.ts';

/**
 * Every page as the server sends it, before any script (docs/decisions/158): each <form> states
 * its method; only the site search, the filters and Add to Cart (a product, and on the product page
 * its sizes, for the cart page: docs/decisions/199, 220) use GET, and hold nothing private; a POST
 * goes to an address the server answers (login, sign-up) or its submit waits, disabled, for the
 * page's script.
 */
const GET_ACTIONS = new Set<string>([
  PATHS.perfumes,
  // The brand directory's search (docs/decisions/194).
  PATHS.explore,
  PATHS.cart,
  PATHS.adminOrders,
  '/api/admin/orders/export',
]);
const POST_ACTIONS = new Set<string>([PATHS.login, PATHS.signup]);
const PRIVATE_FIELD = /<input[^>]*(type="(password|email|tel)"|name="(password|email|phone)")/;

interface ScannedForm {
  page: string;
  tag: string;
  body: string;
}

function formsOf(page: string, html: string): ScannedForm[] {
  const root = html.slice(html.indexOf('<div id="root"'));
  return [...root.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map((match) => ({
    page,
    tag: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

test('every server-rendered form states its method; only search and filters use GET, and POSTs go where the server takes them', async ({
  request,
}) => {
  const products = (await (await request.get('/api/products')).json()) as { path: string }[];
  const pages = [...APP_PATHS, products[0]?.path ?? '', '/track/not-a-real-tracking-link', '/no-such-page'];
  const scanned: ScannedForm[] = [];
  for (const language of LANGUAGES) {
    for (const path of pages) {
      const url = localizedPath(language, path);
      const response = await request.get(url);
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
      scanned.push(...formsOf(url, await response.text()));
    }
  }
  // The header's search is on every page; the filters and both account forms are there too.
  expect(scanned.length).toBeGreaterThan(pages.length * LANGUAGES.length);

  const problems: string[] = [];
  for (const { page, tag, body } of scanned) {
    const method = attribute(tag, 'method');
    const action = attribute(tag, 'action') ?? '';
    const bare = action.replace(/^\/(ar|fr)(?=\/)/, '');
    if (method !== 'get' && method !== 'post') problems.push(`${page}: a form without a method: ${tag}`);
    if (method === 'get') {
      if (!GET_ACTIONS.has(bare)) problems.push(`${page}: a GET form that is no search or filter: ${tag}`);
      if (PRIVATE_FIELD.test(body)) problems.push(`${page}: a GET form with a private field: ${tag}`);
    }
    if (method === 'post' && !POST_ACTIONS.has(bare)) {
      const submits = [...body.matchAll(/<button\b[^>]*type="submit"[^>]*>/g)].map((m) => m[0]);
      if (submits.some((button) => !/\sdisabled=""/.test(button) || !/data-waits-for-script/.test(button))) {
        problems.push(`${page}: a POST form the server does not take, whose submit does not wait: ${tag}`);
      }
    }
    // A POST form of the server posts to its own page, in the page's language.
    if (method === 'post' && POST_ACTIONS.has(bare) && !page.endsWith(bare)) {
      problems.push(`${page}: posts to ${action}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the admin's pages, rendered for the admin in the browser, state the method of every form", async ({
  page,
  admin: _admin,
}) => {
  const problems: string[] = [];
  let seen = 0;
  for (const path of [
    PATHS.admin,
    PATHS.adminSettings,
    PATHS.adminTeam,
    PATHS.adminActivity,
    PATHS.adminOrders,
  ]) {
    // The admin's pages draw their forms once their data has come: settled, they have.
    await gotoSettled(page, path);
    await expect(page.locator('main')).toBeVisible();
    const forms = await page.locator('form').evaluateAll((list) =>
      list.map((form) => ({
        method: form.getAttribute('method'),
        label: form.getAttribute('aria-label') ?? form.outerHTML.slice(0, 80),
      })),
    );
    seen += forms.length;
    for (const form of forms) {
      if (form.method !== 'get' && form.method !== 'post') problems.push(`${path}: ${form.label}`);
    }
  }
  expect(seen).toBeGreaterThan(5);
  expect(problems).toEqual([]);
});

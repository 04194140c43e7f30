import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Every address the page asks for (documents, scripts, API calls), from now on: a journey then
 * checks that none of them carries what was typed.
 */
export function watchAddresses(page: Page): { addresses: string[]; carrying(secret: string): string[] } {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return {
    addresses,
    carrying(secret) {
      const forms = [
        secret,
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
      ];
      return addresses.filter((address) => forms.some((form) => address.includes(form)));
    },
  };
}

/**
 * Holds back the page's scripts (every `/assets/*.js`, or those `pattern` names) until `release()`,
 * as a slow phone receives them: the server's HTML shows and takes input, but no script has run.
 */
export async function holdScripts(
  page: Page,
  pattern: RegExp = /\/assets\/[^?]+\.js(\?.*)?$/,
): Promise<{ release(): Promise<void> }> {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return {
    async release() {
      open();
      await page.unroute(pattern);
    },
  };
}

/**
 * Opens `path` with the page's scripts held back (`holdScripts`) and returns once the server's page
 * is in the DOM: what a customer on a slow phone sees and acts on before the code runs.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<{ release(): Promise<void> }> {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#root[data-server-rendered]').waitFor({ state: 'attached' });
  return scripts;
}

/** An account made from outside the browser under test, which then starts signed out. */
export async function signUpElsewhere(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: { email: string; password: string },
): Promise<void> {
  const made = await request.post('/api/auth/sign-up', { data: account, headers: { origin: baseURL ?? '' } });
  expect(made.status()).toBe(201);
}

/** Who the page's browser is signed in as, asked of the server. */
export async function sessionUser(page: Page): Promise<{ email: string; role: string } | null> {
  const response = await page.request.get('/api/session');
  return ((await response.json()) as { user: { email: string; role: string } | null }).user;
}

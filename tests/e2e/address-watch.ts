import type { Page } from '@playwright/test';

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
 * Holds back the page's scripts (every `/assets/*.js`) until `release()`, as a slow phone
 * receives them: the server's HTML shows and takes input, but no script has run.
 */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const pattern = /\/assets\/[^?]+\.js(\?.*)?$/;
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

// @vitest-environment jsdom
import { createElement, type ReactNode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { storedGuestItem } from '#shared/guest-cart.test-kit.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import { ShopConfigContext } from './shop-settings.ts';

/**
 * useGuestCart with a cart stored by an earlier visit: the tab loads the cart's reader when the
 * module is first read, and a component rendered meanwhile waits for it. React renders such a
 * component again once the reader is there; the console (which fails the test on an error) shows
 * whether React accepted that second render.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
  window.localStorage.clear();
  vi.resetModules();
});

// The reader's module arrives when the test lets it, as a chunk arrives over the network.
let letReaderArrive: () => void = () => undefined;
vi.mock('#shared/guest-cart-reading.ts', async (importOriginal) => {
  await new Promise<void>((resolve) => {
    letReaderArrive = resolve;
  });
  return importOriginal();
});

const config = { publicUrl: 'http://localhost', settings: DEFAULT_SETTINGS };
const withSettings = (children: ReactNode) => createElement(ShopConfigContext, { value: config }, children);

test('a cart stored by an earlier visit: what shows stays while its reader loads, then the cart shows, with no render for React to recover from', async () => {
  window.localStorage.setItem(
    STORAGE_KEYS.guestCart,
    JSON.stringify([storedGuestItem([{ size: '50', quantity: 2, price: 9 }])]),
  );
  const { useGuestCart } = await import('./guest-cart.ts');
  const seen: string[] = [];
  function CartCount() {
    const items = useGuestCart();
    seen.push(`${items.length} item(s)`);
    return createElement('p', null, `${items.length} item(s)`);
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  const onError = vi.fn();
  window.addEventListener('error', onError);
  try {
    // Scheduled as in a browser, not inside act().
    const page = (content: ReactNode) =>
      withSettings(createElement(Suspense, { fallback: 'Loading…' }, content));
    root.render(page('The shop'));
    await vi.waitFor(() => expect(container.textContent).toBe('The shop'));
    // The cart comes in a transition, as after the shop's hydration: what shows stays while React
    // waits for the reader, then React renders the waiting part again and commits it.
    startTransition(() => root.render(page(createElement(CartCount))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('The shop');
    letReaderArrive();
    await vi.waitFor(() => expect(container.textContent).toBe('1 item(s)'));
    // Never rendered as empty: the stored cart waited for its reader.
    expect(seen).not.toContain('0 item(s)');
    expect(onError).not.toHaveBeenCalled();
  } finally {
    window.removeEventListener('error', onError);
    root.unmount();
  }
});

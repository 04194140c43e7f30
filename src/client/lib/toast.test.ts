// @vitest-environment jsdom
import { act, createElement as h, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { expect, test, vi } from 'vitest';
import { toast } from './toast.ts';
import { isToastWanted, subscribeToastWanted } from './toast-wanted.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts the container once a toast is wanted, as App does. */
function Gate() {
  const isWanted = useSyncExternalStore(subscribeToastWanted, isToastWanted, () => false);
  return isWanted ? h(ToastContainer, { position: 'top-center' }) : null;
}

test('no container and no toast stylesheet until a toast is raised; the first one asks for it once and shows', async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () => root.render(h(Gate)));
  expect(isToastWanted()).toBe(false);
  expect(element.innerHTML).toBe('');
  expect(document.head.querySelectorAll('style')).toHaveLength(0);

  let calls = 0;
  const unsubscribe = subscribeToastWanted(() => {
    calls += 1;
  });
  await act(async () => {
    toast.error('Could not update cart.');
    toast.success('Added to cart!');
  });
  unsubscribe();
  expect(calls).toBe(1);
  expect(isToastWanted()).toBe(true);
  // Raised before the container existed, they waited in the queue and show now.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(element.textContent).toContain('Could not update cart.');
  expect(element.textContent).toContain('Added to cart!');
  expect(document.head.querySelector('style')?.textContent).toContain('Toastify');
  await act(async () => root.unmount());
});

test.each(['error', 'success', 'info', 'warning', 'loading'] as const)(
  'toast.%s asks for the container',
  async (name) => {
    vi.resetModules();
    const fresh = await import('./toast.ts');
    const wanted = await import('./toast-wanted.ts');
    expect(wanted.isToastWanted()).toBe(false);
    fresh.toast[name]('Saved');
    expect(wanted.isToastWanted()).toBe(true);
  },
);

test('a plain toast asks for it too; dismissing one does not', async () => {
  vi.resetModules();
  const fresh = await import('./toast.ts');
  const wanted = await import('./toast-wanted.ts');
  fresh.toast.dismiss();
  expect(wanted.isToastWanted()).toBe(false);
  fresh.toast('Opening WhatsApp...');
  expect(wanted.isToastWanted()).toBe(true);
});

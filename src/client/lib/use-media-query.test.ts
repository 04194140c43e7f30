// @vitest-environment jsdom
import { act, createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom has no matchMedia: a list per call, whose `matches` the test sets and announces. */
const made: { query: string; list: MediaQueryList; setMatches(value: boolean): void }[] = [];
window.matchMedia = (query: string) => {
  let matches = false;
  const target = new EventTarget();
  const list = Object.defineProperties(target, {
    media: { value: query },
    matches: { get: () => matches },
  }) as unknown as MediaQueryList;
  made.push({
    query,
    list,
    setMatches(value) {
      matches = value;
      target.dispatchEvent(new Event('change'));
    },
  });
  return list;
};

let rerender: () => void = () => undefined;
function Wide() {
  const [, setCount] = useState(0);
  rerender = () => setCount((count) => count + 1);
  return h('p', null, useMediaQuery('(min-width: 800px)') ? 'wide' : 'narrow');
}

test('one MediaQueryList per query however often the part renders, and a change shows', async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () => root.render(h('div', null, h(Wide), h(Wide))));
  for (let n = 0; n < 5; n += 1) await act(async () => rerender());
  expect(element.textContent).toBe('narrownarrow');
  expect(made.map((entry) => entry.query)).toEqual(['(min-width: 800px)']);

  await act(async () => made[0]?.setMatches(true));
  expect(element.textContent).toBe('widewide');
  expect(made).toHaveLength(1);
  await act(async () => root.unmount());
});

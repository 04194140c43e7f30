// @vitest-environment jsdom
import { act, createElement as h } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { ServerHtml } from './server-html.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let rendersInBrowser = 0;
let root: Root | undefined;
let goTo: (to: string) => void = () => undefined;

/** A part of text and a link, as the server sent it: its component counts its renders. */
function Words() {
  rendersInBrowser += 1;
  const { search } = useLocation();
  return h('p', { id: 'words' }, `Oud and rose${search}`, h('a', { href: '/other' }, 'Other'));
}

function Page() {
  goTo = useNavigate();
  return h(ServerHtml, null, h(Words));
}

function Other() {
  return h('p', { id: 'other' }, 'The other page');
}

function app() {
  return h(
    MemoryRouter,
    { initialEntries: ['/'] },
    h(
      Routes,
      null,
      h(Route, { path: '/', element: h(Page) }),
      h(Route, { path: '/other', element: h(Other) }),
    ),
  );
}

/** What the server renders for `app()`: the part in full inside its `contents` wrapper. */
const SERVER_HTML = '<div class="contents"><p id="words">Oud and rose<a href="/other">Other</a></p></div>';

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.replaceChildren(container);
  rendersInBrowser = 0;
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

test("hydrating keeps the server's nodes and never renders the part's components", () => {
  const container = serverPage();
  const words = container.querySelector('#words');
  act(() => {
    root = hydrateRoot(container, app());
  });
  expect(rendersInBrowser).toBe(0);
  expect(container.querySelector('#words')).toBe(words);
  expect(container.innerHTML).toBe(SERVER_HTML);
});

test('a click on a kept link goes through the router', () => {
  const container = serverPage();
  act(() => {
    root = hydrateRoot(container, app());
  });
  const link = container.querySelector('a');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    link?.dispatchEvent(click);
  });
  expect(click.defaultPrevented).toBe(true);
  expect(container.querySelector('#other')?.textContent).toBe('The other page');
});

test('once the address changes, the part renders its children for the new address', () => {
  const container = serverPage();
  act(() => {
    root = hydrateRoot(container, app());
  });
  act(() => goTo('/?brand=Ajmal'));
  expect(rendersInBrowser).toBeGreaterThan(0);
  expect(container.querySelector('#words')?.textContent).toBe('Oud and rose?brand=AjmalOther');
});

test('a part the browser mounts renders its children', () => {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  rendersInBrowser = 0;
  act(() => {
    root = createRoot(container);
    root.render(app());
  });
  expect(rendersInBrowser).toBeGreaterThan(0);
  expect(container.querySelector('#words')?.textContent).toBe('Oud and roseOther');
});

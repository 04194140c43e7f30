// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EARLY_LANGUAGE_NOTICE_ID } from '#shared/language-notice.ts';
import { SCRIPTS_ON_INTERACTION_ID } from '#shared/public-config.ts';
import {
  SCRIPT_STARTER,
  startScriptsOnInteractionIn,
  startsOnInteraction,
} from './scripts-on-interaction.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <link rel="expect" href="#main" blocking="render" />
    <title>Saadiyat Perfumes</title>
    <link rel="modulepreload" crossorigin href="/assets/catalogue-en-A1.js">
    <script type="module" crossorigin src="/assets/index-B2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-C3.js">
    <link rel="modulepreload" crossorigin href="/assets/catalogue-en-A1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"><main id="main">Oud</main></div>
  </body>
</html>`;

const URLS = ['/assets/index-B2.js', '/assets/catalogue-en-A1.js', '/assets/react-C3.js'];

/** The page's scripts and preloads as the starter added them: tag, address, CORS mode. */
const scriptsAdded = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((tag) => [
    tag.tagName.toLowerCase(),
    tag.getAttribute('src') ?? tag.getAttribute('href'),
    tag.getAttribute('crossorigin'),
  ]);
const STARTED = [
  ['script', '/assets/index-B2.js', ''],
  ['link', '/assets/catalogue-en-A1.js', ''],
  ['link', '/assets/react-C3.js', ''],
];

/**
 * Runs the starter of a served page in this test's document (jsdom): the page's head and body
 * become the document's, and the starter runs as a browser runs an inline script.
 */
function runStarter(page: string, lang = 'en'): void {
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  document.documentElement.lang = lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML.replace(/<script[\s\S]*<\/script>/, '');
  const source = parsed.getElementById(SCRIPTS_ON_INTERACTION_ID);
  const starter = document.createElement('script');
  for (const attribute of source?.attributes ?? []) starter.setAttribute(attribute.name, attribute.value);
  starter.textContent = source?.textContent ?? '';
  document.body.append(starter);
}

/** The card's Add to Cart as the server renders it: a form to the cart page. */
function addToCartForm(): { form: HTMLFormElement; button: HTMLButtonElement } {
  const form = document.createElement('form');
  form.method = 'get';
  form.action = '/cart';
  form.innerHTML =
    '<input type="hidden" name="add" value="p1"><button type="submit" aria-busy="false">Add to Cart</button>';
  document.body.append(form);
  const button = form.querySelector('button');
  if (!button) throw new Error('no button');
  return { form, button };
}

// Each test's starter runs in the same document: what it listens to goes with the test.
const listening: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the stored mark, as the starter writes it.
  document.cookie = 'stored=; Max-Age=0; Path=/';
  document.head.innerHTML = '';
  document.getElementById(EARLY_LANGUAGE_NOTICE_ID)?.remove();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
  // The starter's timers (the idle fetch, the 15 s fallback) are the test's to run.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) listening.push([target, type, listener, options]);
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const [target, type, listener, options] of listening.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions);
  }
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-hydrated');
});

test('the home page, the collection, a product page and the brand directory wait, in every language; other pages do not', () => {
  for (const url of [
    '/',
    '/ar/',
    '/fr',
    '/perfumes',
    '/perfumes?gender=women&page=2',
    '/ar/perfumes',
    '/fr/perfumes/',
    '/perfumes/dahn-al-oudh-3c591f96ad80',
    '/ar/perfumes/dahn-al-oudh-3c591f96ad80',
    '/explore-perfumes?q=laf',
  ]) {
    expect(startsOnInteraction(url), url).toBe(true);
  }
  for (const url of ['/cart', '/ar/checkout', '/about', '/location', '/admin', '/perfumes/a/b', '/track/x']) {
    expect(startsOnInteraction(url), url).toBe(false);
  }
});

test('the head keeps its other tags; its scripts move into the starter, last in the body, the entry first', () => {
  const page = startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women');
  const head = page.slice(0, page.indexOf('</head>'));
  expect(head).not.toContain('modulepreload');
  expect(head).not.toContain('type="module"');
  expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  expect(head).toContain('<title>Saadiyat Perfumes</title>');
  expect(page).toContain(`data-modules="${JSON.stringify(URLS).replace(/"/g, '&quot;')}"`);
  expect(page).toContain('data-languages="en ar fr"');
  expect(page).toMatch(
    /<div id="root"><main id="main">Oud<\/main><\/div>\s*<script id="scripts-on-interaction" [^>]+>(?:(?!<\/script>)[\s\S])+<\/script>\s*<\/body>/,
  );
  // Nothing in the starter's text could end the script or open a comment in the page.
  expect(SCRIPT_STARTER).not.toMatch(/<\/script|<!--|<script/i);
});

test('a page whose head loads no module is left as it is', () => {
  const plain = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  expect(startScriptsOnInteractionIn(plain, '/')).toBe(plain);
});

test('a first visit adds no script until the visitor acts; the first act adds them all, once', () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  expect(scriptsAdded()).toEqual([]);
  // A pointer that has not moved (the browser telling of content moving under it) is no act.
  window.dispatchEvent(new MouseEvent('pointermove'));
  expect(scriptsAdded()).toEqual([]);
  window.dispatchEvent(new MouseEvent('pointermove', { movementX: 2 }));
  expect(scriptsAdded()).toEqual(STARTED);
  document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(scriptsAdded()).toEqual(STARTED);
});

test.each([
  ['a touch', new Event('touchstart')],
  ['a key', new KeyboardEvent('keydown')],
  ['a scroll', new Event('scroll')],
  ['a focus', new FocusEvent('focusin')],
])('%s starts the scripts', (_name, event) => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  window.dispatchEvent(event);
  expect(scriptsAdded()).toEqual(STARTED);
});

test('a visitor whose browser keeps something (the server found its mark) gets the scripts at once', () => {
  const page = startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women', { isStored: true });
  expect(page).toMatch(new RegExp(`<script id="${SCRIPTS_ON_INTERACTION_ID}" [^>]* data-stored>`));
  runStarter(page);
  expect(scriptsAdded()).toEqual(STARTED);
});

// The starter runs in the page's own realm, on its clock: the instants are set from it.
test('a page left open starts its scripts when its open-now line would change, and not before', () => {
  const refreshAt = new Date(Date.now() + 90_000).toISOString();
  const page = startScriptsOnInteractionIn(BUILT, '/perfumes', { refreshAt });
  expect(page).toContain(` data-refresh-at="${refreshAt}"`);
  runStarter(page);
  vi.advanceTimersByTime(88_000);
  expect(scriptsAdded()).toEqual([]);
  vi.advanceTimersByTime(2_000);
  expect(scriptsAdded()).toEqual(STARTED);
});

test('a page whose line has already changed (a clock behind, a page kept) starts at once, after the page', () => {
  const refreshAt = new Date(Date.now() - 300_000).toISOString();
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes', { refreshAt }));
  expect(scriptsAdded()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(scriptsAdded()).toEqual(STARTED);
});

test('a page made without the instant waits for the act, however long it is open', () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes'));
  vi.advanceTimersByTime(2 * 86_400_000);
  expect(scriptsAdded()).toEqual([]);
});

test("the starter reads the server's answer, not the storage: a page made without the mark waits", () => {
  // What a browser keeps from before the mark existed: the page waits for the act; the scripts,
  // once they run, write the mark for the next page (stored-mark.ts).
  localStorage.setItem('guestCart', '[]');
  sessionStorage.setItem('anything', '1');
  const read = vi.spyOn(Storage.prototype, 'length', 'get');
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  expect(scriptsAdded()).toEqual([]);
  expect(read).not.toHaveBeenCalled();
});

test("a browser whose first shop language is not the page's is offered it by the starter, without the scripts", () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'ar-LB', 'en']);
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  // A task after the page's own: what runs with the page is kept to the listeners.
  expect(document.getElementById(EARLY_LANGUAGE_NOTICE_ID)).toBeNull();
  vi.advanceTimersByTime(0);
  expect(scriptsAdded()).toEqual([]);
  const notice = document.getElementById(EARLY_LANGUAGE_NOTICE_ID);
  expect(notice?.getAttribute('aria-label')).toBe(AR.language.switcherLabel);
  expect([notice?.lang, notice?.dir]).toEqual(['ar', 'rtl']);
  expect(notice?.querySelector('p')?.textContent).toBe(AR.language.offer);
  const link = notice?.querySelector('a');
  expect(link?.getAttribute('href')).toBe('/ar/perfumes?gender=women');
  expect(link?.textContent).toBe(AR.language.offerAction);
  link?.addEventListener('click', (event) => event.preventDefault());
  expect(document.cookie).toBe('');
  link?.click();
  expect(localStorage.getItem('shop-language')).toBe('ar');
  // The choice is kept in the browser: the next page starts its scripts at once (ADR 226).
  expect(document.cookie).toBe('stored=1');

  // "No thanks" keeps the page's language, and the notice goes.
  notice?.querySelector('button')?.click();
  expect(localStorage.getItem('shop-language')).toBe('en');
  expect(document.getElementById(EARLY_LANGUAGE_NOTICE_ID)).toBeNull();
});

test("the page in the browser's own language offers nothing", () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-LB', 'en']);
  runStarter(startScriptsOnInteractionIn(BUILT, '/ar/perfumes'), 'ar');
  vi.advanceTimersByTime(0);
  expect(scriptsAdded()).toEqual([]);
  expect(document.getElementById(EARLY_LANGUAGE_NOTICE_ID)).toBeNull();
});

test('once the page has loaded and the browser is idle, the scripts are fetched into its cache, not run', () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  // jsdom's document has loaded and it has no idle callback: the starter waits a second.
  vi.advanceTimersByTime(900);
  expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  vi.advanceTimersByTime(200);
  const prefetched = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );
  expect(prefetched).toEqual(URLS);
  expect(scriptsAdded()).toEqual([]);
});

test('Add to Cart sent before hydration waits, busy, and is sent again to the page once it has hydrated', async () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  const { form, button } = addToCartForm();
  const navigations = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  const seen: (HTMLElement | null)[] = [];
  // The page's own handler, as React's would be once hydrated: it takes the event and keeps the page.
  form.addEventListener('submit', (event) => {
    seen.push(event.submitter);
    event.preventDefault();
  });

  const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
  form.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(scriptsAdded()).toEqual(STARTED);
  // A second tap while it waits is the same request.
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));

  document.documentElement.setAttribute('data-hydrated', 'true');
  await Promise.resolve();
  expect(seen).toEqual([button]);
  expect(button.getAttribute('aria-busy')).toBe('false');
  expect(navigations).not.toHaveBeenCalled();
});

test('Add to Cart sent before hydration goes to the cart page when the scripts fail', () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  const { form, button } = addToCartForm();
  const navigations = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
  expect(navigations).not.toHaveBeenCalled();
  document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
  expect(navigations).toHaveBeenCalledTimes(1);
  expect(button.getAttribute('aria-busy')).toBe('false');
});

test('Add to Cart sent before hydration goes to the cart page after 15 s without it', () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  const { form, button } = addToCartForm();
  const navigations = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
  vi.advanceTimersByTime(14_900);
  expect(navigations).not.toHaveBeenCalled();
  vi.advanceTimersByTime(200);
  expect(navigations).toHaveBeenCalledTimes(1);
});

test('other forms (the filters, the search) are left to the browser', () => {
  runStarter(startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women'));
  const form = document.createElement('form');
  form.action = '/perfumes';
  document.body.append(form);
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
});

test("the home page's tagline types and its video starts (the page has loaded), before any script", () => {
  const page = startScriptsOnInteractionIn(BUILT, '/perfumes?gender=women').replace(
    '<main id="main">Oud</main>',
    '<main id="main"><span data-hero-tagline="" data-ms-per-character="30"><span></span><span class="invisible">Oud</span></span><video data-src="/hero.mp4"></video></main>',
  );
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  runStarter(page);
  expect(document.querySelector('video')?.getAttribute('src')).toBe('/hero.mp4');
  expect(play).toHaveBeenCalledTimes(1);
  const [typed, rest] = [...document.querySelectorAll('[data-hero-tagline] > span')];
  vi.advanceTimersByTime(30);
  expect([typed?.textContent, rest?.textContent]).toEqual(['O', 'ud']);
  expect(scriptsAdded()).toEqual([]);
});

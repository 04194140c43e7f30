// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { startScriptsAfterPaint } from './scripts-after-paint.ts';

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

const scriptsIn = (document: Document) =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((tag) => [
    tag.tagName.toLowerCase(),
    tag.getAttribute('src') ?? tag.getAttribute('href'),
    tag.getAttribute('crossorigin'),
  ]);

test('the head keeps its other tags; its scripts move into the starter, last in the body, the entry first', () => {
  const page = startScriptsAfterPaint(BUILT);
  const head = page.slice(0, page.indexOf('</head>'));
  expect(head).not.toContain('modulepreload');
  expect(head).not.toContain('type="module"');
  expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  expect(head).toContain('<title>Saadiyat Perfumes</title>');
  expect(page).toContain(
    '<script data-modules="[&quot;/assets/index-B2.js&quot;,&quot;/assets/catalogue-en-A1.js&quot;,&quot;/assets/react-C3.js&quot;]">',
  );
  expect(page).toMatch(
    /<div id="root"><main id="main">Oud<\/main><\/div>\s*<script data-modules=[^>]+>[^<]+<\/script>\s*<\/body>/,
  );
});

test('a page whose head loads no module is left as it is', () => {
  const plain = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  expect(startScriptsAfterPaint(plain)).toBe(plain);
});

/**
 * Runs the starter of a served page in this test's browser document (jsdom): its head and body
 * become the page's, and the starter runs as the browser runs an inline script.
 */
function runStarter(page: string): void {
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = '';
  const source = parsed.querySelector('script[data-modules]');
  const starter = document.createElement('script');
  starter.setAttribute('data-modules', source?.getAttribute('data-modules') ?? '');
  starter.textContent = source?.textContent ?? '';
  document.body.append(starter);
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

test('in a shown tab of a browser that reports no paints, the scripts are added after the first frame, all at once, in CORS mode', async () => {
  expect(document.visibilityState).toBe('visible');
  runStarter(startScriptsAfterPaint(BUILT));
  // Nothing yet: the starter waits for a frame, then for the task after it.
  expect(scriptsIn(document)).toEqual([]);
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
  expect(scriptsIn(document)).toEqual([
    ['script', '/assets/index-B2.js', ''],
    ['link', '/assets/catalogue-en-A1.js', ''],
    ['link', '/assets/react-C3.js', ''],
  ]);
});

test('in a tab not shown (no frame is drawn there) the scripts are added at once', () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  runStarter(startScriptsAfterPaint(BUILT));
  expect(scriptsIn(document).map(([, url]) => url)).toEqual([
    '/assets/index-B2.js',
    '/assets/catalogue-en-A1.js',
    '/assets/react-C3.js',
  ]);
});

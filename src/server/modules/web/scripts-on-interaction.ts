import { createHash } from 'node:crypto';
import { BRAND_STRIP_RULES, type BrandStripRules, stepBrandStrip } from '#shared/brand-strip-motion.ts';
import { startHeroVideo, typeHeroTagline } from '#shared/hero-motion.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { LANGUAGES, localizedPath, splitLanguage, textDirection } from '#shared/i18n/languages.ts';
import {
  EARLY_LANGUAGE_NOTICE_ID,
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_NOTICE_CLASSES,
} from '#shared/language-notice.ts';
import { isPageAt } from '#shared/page-addresses.ts';
import { PATHS } from '#shared/paths.ts';
import { SCRIPTS_ON_INTERACTION_ID } from '#shared/public-config.ts';
import { storedMarkCookie } from '#shared/stored-mark.ts';
import { escapeAttribute } from './html-shell.ts';

/**
 * The pages whose scripts wait for the visitor (docs/decisions/222): the home page, the
 * collection, a product page and the brand directory, which show the same thing to every guest.
 * What the home page does by itself (the tagline, the video) the starter does without them.
 */
export function startsOnInteraction(url: string): boolean {
  const { path } = splitLanguage(new URL(url, 'http://localhost').pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const pages: readonly string[] = [PATHS.home, PATHS.perfumes, PATHS.explore];
  return pages.includes(clean) || isPageAt('product', clean);
}

/**
 * Runs in the browser, inlined as written (no imports, nothing from this module), from the
 * `<script>` it is written in. It adds the page's scripts:
 * - at once when the page has something of this visitor's to show: the server found the mark of
 *   something kept in the browser's storage (a cart, orders, a chosen language) on the request and
 *   wrote `data-stored` (docs/decisions/226), or the page was brought back from the back-forward
 *   cache;
 * - otherwise on the visitor's first act: a touch, a press, a key, the pointer moving, a scroll or
 *   a focus; or, on a page left open, at `data-refresh-at`, when its open-now line would change.
 * Add to Cart sent before the page has hydrated waits, busy, and is sent again to the page's own
 * handler once it has (it adds on the page, as it always does); if the scripts fail or take over
 * 15 s, the form goes to the cart page, which adds too (docs/decisions/199, 220).
 * A browser whose first language is another of the shop's gets the notice offering it (ADR 120)
 * from the starter, with the words and address the server wrote in `data-notice`.
 * After the page has loaded and the browser is idle, the scripts are fetched into its cache, so
 * the first act waits only for them to run. The home page's hero types its tagline and starts its
 * video at once, with the functions the hero itself uses (hero-motion.ts), passed in as written.
 */
function startScriptsOnInteraction(
  tag: HTMLScriptElement,
  typeTagline: (element: Element | null) => void,
  startVideo: (video: Element | null) => void,
  markCookie: (isStored: boolean, isHttps: boolean) => string,
  stepStrip: (strip: Element | null, rules: BrandStripRules, isDone: () => boolean) => void,
  stripRules: BrandStripRules,
): void {
  typeTagline(document.querySelector('[data-hero-tagline]'));
  startVideo(document.querySelector('video[data-src]'));
  // What runs while the page loads is kept to the listeners: the rest waits for a task of its own
  // (docs/decisions/226), and the hydration watch for a form that waits.
  const html = document.documentElement;
  const acts = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  const waiting: { form: HTMLFormElement; submitter: HTMLElement | null; busy: string | null }[] = [];
  let isStarted = false;
  const isHydrated = () => html.hasAttribute('data-hydrated');
  const moduleUrls = () => JSON.parse(tag.getAttribute('data-modules') ?? '[]') as string[];
  const addLinks = (rel: string, hrefs: string[]) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  // Each waiting form, its button as it was, to the page's handler (`requestSubmit`) or the cart page.
  const sendWaiting = (send: (form: HTMLFormElement, submitter: HTMLElement | null) => void) => {
    for (const { form, submitter, busy } of waiting.splice(0)) {
      if (busy === null) submitter?.removeAttribute('aria-busy');
      else submitter?.setAttribute('aria-busy', busy);
      send(form, submitter);
    }
  };
  const sendToCartPage = () => sendWaiting((form) => form.submit());
  const start = (event?: Event) => {
    // The browser moves no pointer of its own accord, but it tells of one resting over content that
    // moves (the typing tagline) with a pointermove that has not moved: that is not an act.
    if (event?.type === 'pointermove' && !(event as MouseEvent).movementX && !(event as MouseEvent).movementY)
      return;
    if (isStarted) return;
    isStarted = true;
    for (const act of acts) window.removeEventListener(act, start, true);
    const [entry = '', ...preloads] = moduleUrls();
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.addEventListener('error', sendToCartPage);
    document.head.appendChild(script);
    addLinks('modulepreload', preloads);
  };

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (isHydrated() || !(form instanceof HTMLFormElement)) return;
      if (!/(^|\/)cart$/.test(new URL(form.action, location.href).pathname)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      start();
      if (waiting.some((entry) => entry.form === form)) return;
      // The first form to wait watches for the page to hydrate, and sends what waits to its handler.
      if (waiting.length === 0) {
        new MutationObserver((_changes, observer) => {
          if (!isHydrated()) return;
          observer.disconnect();
          sendWaiting((waitingForm, submitter) => waitingForm.requestSubmit(submitter));
        }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
      }
      const submitter = event.submitter;
      waiting.push({ form, submitter, busy: submitter?.getAttribute('aria-busy') ?? null });
      submitter?.setAttribute('aria-busy', 'true');
      setTimeout(() => {
        if (!isHydrated()) sendToCartPage();
      }, 15_000);
    },
    true,
  );
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) start();
  });
  // The server's answer, not the storage itself: reading the storage is a synchronous call to the
  // browser process while the page loads (ADR 226).
  if (tag.hasAttribute('data-stored')) {
    start();
    return;
  }
  for (const act of acts) window.addEventListener(act, start, { capture: true, passive: true });

  setTimeout(() => {
    // The home page's brand strip moves on its own until the scripts start (docs/decisions/228).
    stepStrip(document.querySelector('[data-brand-strip]'), stripRules, () => isStarted);
    // The open-now line reads as of the minute the server made the page: the scripts, which follow
    // the clock, start when it would read otherwise (a tab left open past closing time).
    const refreshAt = Date.parse(tag.getAttribute('data-refresh-at') ?? '');
    if (refreshAt) setTimeout(start, Math.min(Math.max(refreshAt - Date.now(), 0), 86_400_000));
    const languages = (tag.getAttribute('data-languages') ?? '').split(' ');
    let offered = '';
    for (const wanted of navigator.languages ?? [navigator.language]) {
      const base = wanted.toLowerCase().split('-')[0] ?? '';
      if (languages.includes(base)) {
        if (base !== html.lang) offered = base;
        break;
      }
    }
    const notice = JSON.parse(
      offered ? (tag.getAttribute('data-notice') ?? '{}') : '{}',
    ) as Partial<EarlyNotice>;
    const offer = notice.offers?.[offered];
    if (offered && !offer) start();
    // A browser in another of the shop's languages: the notice offering it, as the page's own part
    // shows it (it takes this one's place once the scripts run).
    if (offer && notice.classes && !isStarted) {
      const remember = (language: string) => {
        try {
          localStorage.setItem(notice.key ?? '', language);
          // biome-ignore lint/suspicious/noDocumentCookie: the stored mark (ADR 226), written as the page's own scripts write it.
          document.cookie = markCookie(true, location.protocol === 'https:');
        } catch {
          // Private mode: the choice lasts as long as the page's address says it.
        }
      };
      const section = document.createElement('section');
      section.id = notice.id ?? '';
      section.lang = offered;
      section.dir = offer.dir;
      section.className = notice.classes.section;
      section.setAttribute('aria-label', offer.label);
      section.setAttribute('data-testid', 'language-notice');
      const row = document.createElement('div');
      row.className = notice.classes.row;
      const text = document.createElement('p');
      text.textContent = offer.offer;
      const link = document.createElement('a');
      link.href = offer.href + location.hash;
      link.hreflang = offered;
      link.className = notice.classes.action;
      link.textContent = offer.action;
      link.addEventListener('click', () => remember(offered));
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.className = notice.classes.dismiss;
      dismiss.textContent = offer.dismiss;
      dismiss.addEventListener('click', () => {
        remember(html.lang);
        section.remove();
      });
      row.append(text, link, dismiss);
      section.append(row);
      document.body.append(section);
    }
    // Into the HTTP cache only: nothing is parsed or run until the visitor acts.
    const prefetch = () => {
      if (!isStarted) addLinks('prefetch', moduleUrls());
    };
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(prefetch, { timeout: 3000 })
        : setTimeout(prefetch, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, 0);
}

/** What the starter needs to show the notice offering another language without the page's scripts. */
interface EarlyNotice {
  id: string;
  key: string;
  classes: typeof LANGUAGE_NOTICE_CLASSES;
  offers: Record<
    string,
    { label: string; offer: string; action: string; dismiss: string; href: string; dir: string }
  >;
}

/** The notice's words in each language the page is not in, and the same page's address there. */
function earlyNotice(url: string): EarlyNotice {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { language, path } = splitLanguage(pathname);
  const offers: EarlyNotice['offers'] = {};
  for (const other of LANGUAGES) {
    if (other === language) continue;
    const texts = catalogueFor(other).language;
    offers[other] = {
      label: texts.switcherLabel,
      offer: texts.offer,
      action: texts.offerAction,
      dismiss: texts.dismiss,
      href: `${localizedPath(other, path)}${search}`,
      dir: textDirection(other),
    };
  }
  return { id: EARLY_LANGUAGE_NOTICE_ID, key: LANGUAGE_CHOICE_KEY, classes: LANGUAGE_NOTICE_CLASSES, offers };
}

/**
 * The starter as the page carries it: the function above, called with its own `<script>`, the
 * hero's motion, the stored mark's cookie text and the brand strip's steps with their rules.
 */
export const SCRIPT_STARTER = `(${startScriptsOnInteraction.toString()})(document.currentScript,${typeHeroTagline.toString()},${startHeroVideo.toString()},${storedMarkCookie.toString()},${stepBrandStrip.toString()},${JSON.stringify(BRAND_STRIP_RULES)})`;

/** The Content-Security-Policy source that lets the starter, and no other inline script, run. */
export const SCRIPT_STARTER_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_STARTER).digest('base64')}'`;

// The tags Vite writes and the server's per-language preloads (language-assets.ts).
const MODULE_TAG =
  /\s*<(script) type="module" crossorigin src="([^"]+)"><\/script>|\s*<(link) rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its head's module script and preloads moved into the starter, last in the body
 * (the entry first in `data-modules`), marked `data-stored` for a visitor whose browser keeps
 * something of theirs (ADR 226), with the instant its open-now line changes (`refreshAt`,
 * ISO 8601). A page whose head loads no single entry is returned as is.
 */
export function startScriptsOnInteractionIn(
  html: string,
  url: string,
  { isStored = false, refreshAt }: { isStored?: boolean; refreshAt?: string } = {},
): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const entries: string[] = [];
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_TAG, (_tag, script, src, _link, href) => {
    if (script) entries.push(src);
    else preloads.push(href);
    return '';
  });
  if (entries.length !== 1) return html;
  const urls = escapeAttribute(JSON.stringify([...new Set([...entries, ...preloads])]));
  const notice = escapeAttribute(JSON.stringify(earlyNotice(url)));
  const starter = `<script id="${SCRIPTS_ON_INTERACTION_ID}" data-modules="${urls}" data-languages="${LANGUAGES.join(' ')}" data-notice="${notice}"${refreshAt ? ` data-refresh-at="${escapeAttribute(refreshAt)}"` : ''}${isStored ? ' data-stored' : ''}>${SCRIPT_STARTER}</script>\n  `;
  return `${head}${html.slice(headEnd, bodyEnd)}${starter}${html.slice(bodyEnd)}`;
}
